/**
 * Chrome stops an MV3 worker when it idles, and can stop it while it works on
 * a page's message: the page then hears that the channel closed, with no
 * answer. The next message starts a fresh worker, so the message is sent once
 * more. Every message of the protocols bears repeating: stars and imports set
 * the same state again, and a repeated search or key check sends one more
 * request only because the first one's answer was lost.
 */

/** Chrome's and Firefox's words for a background that went away before it answered. */
const CHANNEL_CLOSED = [
  /message (channel|port) closed before a response was received/i,
  /promised response from onMessage listener went out of scope/i,
  /message manager disconnected/i,
];

export function isChannelClosed(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHANNEL_CLOSED.some((words) => words.test(message));
}

/** Runs `send`, and once more when the background stopped before it answered. */
export async function surviveRestart<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isChannelClosed(error)) throw error;
    return send();
  }
}
