/**
 * The one error type that crosses from the API client, through the background,
 * to the pages. `kind` is what the UI switches on; the rest is for the sentence.
 */
export type HadithErrorKind =
  | 'no-key'
  | 'unauthorized'
  | 'no-credit'
  | 'forbidden'
  | 'rate-limited'
  | 'budget-spent'
  | 'bad-request'
  | 'not-found'
  | 'server'
  | 'network'
  | 'timeout'
  | 'bad-response';

export interface HadithErrorDetails {
  /** HTTP status, when the service answered. */
  status?: number;
  /** Epoch ms when a rate limit ends, when known. */
  retryAt?: number;
  /** The service's own message, when it sent one. */
  serverMessage?: string;
  /** The service's error code, e.g. `INVALID_API_KEY` or `DAILY_LIMIT_EXCEEDED`. */
  code?: string;
  /** DAILY_LIMIT_EXCEEDED: the requests a day the key may send. */
  limit?: number;
  /** A 404 from a search address that lacks /v1: the address to try instead. */
  suggestedAddress?: string;
}

/** A HadithError as plain data, for answers that carry a reason rather than fail. */
export interface HadithErrorInfo extends HadithErrorDetails {
  kind: HadithErrorKind;
  message: string;
}

export class HadithError extends Error implements HadithErrorDetails {
  override readonly name = 'HadithError';
  readonly kind: HadithErrorKind;
  readonly status?: number;
  readonly retryAt?: number;
  readonly serverMessage?: string;
  readonly code?: string;
  readonly limit?: number;
  readonly suggestedAddress?: string;

  constructor(kind: HadithErrorKind, message: string, details: HadithErrorDetails = {}) {
    super(message);
    this.kind = kind;
    // Only defined fields become own properties, so the error serialises cleanly
    // across extension messaging.
    if (details.status !== undefined) this.status = details.status;
    if (details.retryAt !== undefined) this.retryAt = details.retryAt;
    if (details.serverMessage !== undefined) this.serverMessage = details.serverMessage;
    if (details.code !== undefined) this.code = details.code;
    if (details.limit !== undefined) this.limit = details.limit;
    if (details.suggestedAddress !== undefined) this.suggestedAddress = details.suggestedAddress;
  }

  toInfo(): HadithErrorInfo {
    return {
      kind: this.kind,
      message: this.message,
      status: this.status,
      retryAt: this.retryAt,
      serverMessage: this.serverMessage,
      code: this.code,
      limit: this.limit,
      suggestedAddress: this.suggestedAddress,
    };
  }

  /**
   * Rebuilds a HadithError from what extension messaging delivers (a plain
   * Error with copied fields) or from a HadithErrorInfo.
   */
  static from(error: unknown): HadithError {
    if (error instanceof HadithError) return error;
    if (isErrorLike(error) && isKind(error.kind)) {
      const fields = error as HadithErrorInfo;
      return new HadithError(fields.kind, fields.message, {
        status: fields.status,
        retryAt: fields.retryAt,
        serverMessage: fields.serverMessage,
        code: fields.code,
        limit: fields.limit,
        suggestedAddress: fields.suggestedAddress,
      });
    }
    const message = error instanceof Error ? error.message : String(error);
    return new HadithError('network', message);
  }
}

const KINDS: ReadonlySet<string> = new Set<HadithErrorKind>([
  'no-key',
  'unauthorized',
  'no-credit',
  'forbidden',
  'rate-limited',
  'budget-spent',
  'bad-request',
  'not-found',
  'server',
  'network',
  'timeout',
  'bad-response',
]);

function isErrorLike(value: unknown): value is { kind?: unknown; message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

function isKind(value: unknown): value is HadithErrorKind {
  return typeof value === 'string' && KINDS.has(value);
}
