/** Whether a Hadith service answers at a saved API address. */
export type AddressProbe =
  | { outcome: 'answers' }
  | { outcome: 'not-this-service'; status: number }
  | { outcome: 'unreachable' }
  | { outcome: 'no-answer' };

/** Shorter than the pages' 10 s, which also cover the permission prompt before it. */
export const PROBE_TIMEOUT_MS = 8_000;

const RANDOM_PATH = '/v1/hadiths/random';

/** A Hadith service's answer, on either wire: its envelope, its error object, or a record. */
function looksLikeTheService(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  return 'success' in body || 'error' in body || 'arabicText' in body;
}

/**
 * Asks the address for a random hadith without a key. The service refuses it
 * (401) before it charges a credit, counts a key's daily cap or reads the
 * parameters, so saving an address can say whether anything answers there
 * without spending anything; the key is never sent. A refusal in the
 * service's shape counts as an answer: the address is right.
 */
export async function probeAddress(
  apiBase: string,
  { timeoutMs = PROBE_TIMEOUT_MS, fetch = globalThis.fetch } = {},
): Promise<AddressProbe> {
  const failed = (error: unknown): AddressProbe =>
    (error as Error).name === 'TimeoutError'
      ? { outcome: 'no-answer' }
      : { outcome: 'unreachable' };
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${apiBase}${RANDOM_PATH}`, {
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    return failed(error);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return looksLikeTheService(body)
    ? { outcome: 'answers' }
    : { outcome: 'not-this-service', status: response.status };
}
