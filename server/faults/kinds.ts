import * as v from 'valibot';

/**
 * The faults the service can be told to inject (`--faults`), as given to the
 * control route or to `server.faults`: a kind alone (`'hang'`) or an object
 * with the kind's options (`{kind: 'drip', durationMs: 2000}`).
 */

/** Faults without options. */
const PLAIN_KINDS = [
  'balance-depleted',
  'key-revoked',
  'internal-error',
  'bad-gateway',
  'service-unavailable',
  'html-error',
  'hang',
  'drop',
  'malformed-json',
  'string-numbers',
  'extra-fields',
  'translation-null',
  'data-null',
  'empty-page',
] as const;

/**
 * What `hostile-content` writes into every text field by default: markup,
 * a `javascript:` link (each sets `window.__pwned` or the title should a
 * client ever run it), and bidi isolates and an override left open.
 */
export const HOSTILE_TEXT =
  'patience <script>window.__pwned = 1; document.title = "pwned"</script>' +
  '<img src=x onerror="window.__pwned = 1">' +
  '<a href="javascript:window.__pwned = 1">click</a> & &amp; &lt;b&gt; ' +
  // Isolates, then an override, none closed: all that follows on the line would be reversed.
  '\u2066\u2067\u2068\u202Eevil';

/**
 * Production's refusals of a key or an account, as its ApiKeyGuard words them
 * (mumin-api/api, `api-key.guard.ts`): the status and message of each code.
 */
export const REFUSALS = {
  MISSING_API_KEY: [401, 'API Key required'],
  INVALID_API_KEY_FORMAT: [401, 'Invalid API key format'],
  INVALID_API_KEY: [401, 'API key not found or has been revoked'],
  USER_NOT_FOUND: [401, 'Associated user account not found'],
  AUTHENTICATION_FAILED: [401, 'Failed to authenticate API key'],
  BALANCE_DEPLETED: [402, 'Your shared account balance is depleted. Please top up to continue.'],
  KEY_REVOKED: [403, 'This API key has been revoked'],
  ACCOUNT_SUSPENDED: [403, 'Your account has been suspended'],
  ACCOUNT_SUSPENDED_FRAUD: [403, 'Account suspended due to suspicious activity'],
  IP_NOT_WHITELISTED: [403, 'Your IP address is not whitelisted'],
} as const satisfies Record<string, readonly [number, string]>;

export type RefusalCode = keyof typeof REFUSALS;

const seconds = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(86_400));
const fieldNames = v.pipe(v.array(v.string()), v.minLength(1));

const faultSchema = v.variant('kind', [
  v.strictObject({ kind: v.picklist(PLAIN_KINDS) }),
  // null: a 429 without Retry-After.
  v.strictObject({
    kind: v.literal('rate-limited'),
    retryAfter: v.optional(v.nullable(seconds), 1),
  }),
  v.strictObject({
    kind: v.literal('daily-cap'),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 500),
  }),
  v.strictObject({
    kind: v.literal('drip'),
    durationMs: v.optional(
      v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000)),
      5000,
    ),
  }),
  v.strictObject({
    kind: v.literal('huge-body'),
    bytes: v.optional(
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 28)),
      10 * 2 ** 20,
    ),
    // Without Content-Length: only a client that counts what it reads sees the size.
    chunked: v.optional(v.boolean(), false),
  }),
  // The record fields (and, for search, pagination fields) removed or set to null.
  v.strictObject({
    kind: v.literal('missing-fields'),
    fields: v.optional(fieldNames, ['collection', 'hadithNumber']),
    paginationFields: v.optional(fieldNames, ['totalPages', 'hasNext']),
  }),
  // Every text of the records replaced by `text`, repeated up to `length` characters when given.
  v.strictObject({
    kind: v.literal('hostile-content'),
    text: v.optional(v.pipe(v.string(), v.minLength(1)), HOSTILE_TEXT),
    length: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 20))),
    // How many of a search page's records, from the first, carry it; all when not given.
    records: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  }),
  // A redirect to `to` (the request's path and query appended), e.g. another server's address.
  v.strictObject({
    kind: v.literal('redirect'),
    to: v.pipe(v.string(), v.url()),
    status: v.optional(v.picklist([301, 302, 303, 307, 308]), 307),
  }),
  // Random answers this hadith, as if drawn: for tests that need to meet a known one again.
  v.strictObject({
    kind: v.literal('hadith'),
    id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  // A 400 as validation words it, for a request the service would otherwise accept.
  v.strictObject({
    kind: v.literal('invalid'),
    messages: v.optional(v.pipe(v.array(v.string()), v.minLength(1)), [
      'property lang should not exist',
    ]),
  }),
  // The key or the account refused, with one of production's codes.
  v.strictObject({
    kind: v.literal('refused'),
    code: v.picklist(Object.keys(REFUSALS) as RefusalCode[]),
  }),
  // An error whose message repeats the request's API key, as a careless service might.
  v.strictObject({
    kind: v.literal('key-echo'),
    status: v.optional(v.picklist([400, 401, 403, 500]), 400),
  }),
  v.strictObject({
    kind: v.literal('null-fields'),
    fields: v.optional(fieldNames, ['collection', 'bookNumber', 'arabicText']),
    paginationFields: v.optional(fieldNames, ['total']),
  }),
]);

/** One member per kind, so a `switch` on `kind` narrows to the kind's options. */
type PerKind<T> = T extends { kind: infer K }
  ? K extends unknown
    ? Omit<T, 'kind'> & { kind: K }
    : never
  : never;

export type Fault = PerKind<v.InferOutput<typeof faultSchema>>;
export type FaultKind = Fault['kind'];
/** What callers give: a kind alone, or the kind with options (defaults filled in). */
export type FaultInput = FaultKind | v.InferInput<typeof faultSchema>;

export type FaultRoute = 'random' | 'search' | 'any';

const faultInputSchema = v.pipe(
  v.union([v.string(), v.looseObject({ kind: v.string() })]),
  v.transform((input) => (typeof input === 'string' ? { kind: input } : input)),
  faultSchema,
);

/** The one route a fault makes sense on, which it must target; null for any. */
export function onlyRoute(fault: Fault): 'search' | 'random' | null {
  if (fault.kind === 'empty-page') return 'search';
  if (fault.kind === 'hadith') return 'random';
  return null;
}

/** A fault, count, share or route that cannot be injected: the message says why. */
export class FaultSpecError extends Error {
  override readonly name = 'FaultSpecError';
}

/** The fault with its defaults, or a FaultSpecError saying what is wrong with it. */
export function parseFault(input: unknown): Fault {
  const result = v.safeParse(faultInputSchema, input);
  if (!result.success) throw new FaultSpecError(`invalid fault: ${describeIssues(result.issues)}`);
  return result.output as Fault;
}

export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
    .join('; ');
}
