import { HadithError } from '../hadith-error';

/**
 * The largest answer read, in bytes. A real page of 100 English results from
 * the local service weighs 180–350 KB, and the 100 longest records of any
 * language together about 2.1 MB: 4 MiB leaves room for the longest page
 * possible and still stops a runaway body (a proxy's 10 MB page) early.
 */
export const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

export function tooLargeError(maxBytes: number): HadithError {
  return new HadithError(
    'bad-response',
    `The service sent more than ${Math.round(maxBytes / 1024)} KB in one answer.`,
  );
}

/**
 * The body as text, read as a stream and counted: past `maxBytes` the
 * stream is cancelled, so nothing larger is ever held. A Content-Length over
 * the cap is refused before any byte is read. The fetch's abort signal ends
 * the read too, so a body that drips in stops at the request's timeout.
 */
export async function readCappedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('Content-Length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLargeError(maxBytes);
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLargeError(maxBytes);
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/** A whole number from a header, or null. */
export function headerNumber(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  return value !== null && /^\s*\d+\s*$/.test(value) ? Number(value) : null;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Proxies and captive portals answer with HTML: the caller reports it by status.
    return undefined;
  }
}

export function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}
