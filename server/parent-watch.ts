/**
 * Calls `stop` once the process that started this one has gone.
 *
 * `npm run serve` and `npm start` `exec` node from npm's shell, so npm is the
 * parent. A child is not signalled when its parent is killed: the service
 * would go on answering, with no terminal left to stop it from. The parent's
 * id changes when it dies (the orphan is adopted), which a timer checks once a
 * second; the timer never keeps the process alive by itself.
 */
export function stopWithParent(stop: () => void, everyMs = 1000): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop();
  }, everyMs);
  timer.unref();
}
