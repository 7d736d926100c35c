/**
 * The promise `load` gave for `key`, started once and shared. A failure is
 * not remembered, so the next caller tries again.
 */
export function memoised<T>(
  cache: Map<string, Promise<T>>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    value = load();
    value.catch(() => cache.delete(key));
    cache.set(key, value);
  }
  return value;
}
