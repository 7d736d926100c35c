import type { HadithError } from './hadith-error';

/** A time of day in the user's locale, for "until 14:05:30". */
function clock(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** Turns an error into a sentence a person can act on. */
export function describeError(error: HadithError): string {
  switch (error.kind) {
    case 'no-key':
      return 'Add your API key in the options to get hadiths from the service.';
    case 'unauthorized':
      return 'The service rejected your API key. Check it in the options.';
    case 'no-credit':
      return 'Your account has no credits left. Add credits on the service dashboard.';
    case 'forbidden':
      return 'The service refused access: the key may be revoked or access blocked. Check your account on the service dashboard.';
    case 'rate-limited': {
      const until = error.retryAt === undefined ? '' : ` until ${clock(error.retryAt)}`;
      return error.code === 'DAILY_LIMIT_EXCEEDED'
        ? `The daily request limit is reached. Waiting${until}.`
        : `The service is limiting requests. Waiting${until}.`;
    }
    case 'budget-spent':
      return 'Today’s request budget is spent. Requests resume after midnight, or raise the budget in the options.';
    case 'bad-request':
      // Without a status the extension refused the input itself, and its message says why.
      if (error.status === undefined) return error.message;
      return `The service did not accept the request${error.serverMessage ? `: ${error.serverMessage}` : '.'}`;
    case 'not-found':
      return 'The service address does not answer like the Hadith service. Check the addresses in the options.';
    case 'server':
      return `The service had a problem${error.status ? ` (HTTP ${error.status})` : ''}. Try again in a moment.`;
    case 'network':
      return 'The service could not be reached. Check your connection and the service address in the options.';
    case 'timeout':
      return 'The service took too long to answer. Try again in a moment.';
    case 'bad-response':
      return 'The service sent an answer this extension does not understand. Check the service address in the options.';
  }
}
