import { learnCollectionNames } from '../../hadith/collection-names';
import type { SearchAnswer, SearchRequest } from '../../hadith/hadith';
import { ask } from '../../messaging/contract';
import type { CollectionChoice } from './snapshot';

/** What a search page's model (./model.ts) is given: its first state, and the way to the background. */

/** A page of results together with the request the page sent for it. */
export interface ShownPage {
  request: SearchRequest;
  answer: SearchAnswer;
  /** Its results' texts as cut when it was last shown, by hadith id (./snippets.ts). */
  cuts?: Record<number, unknown>;
}

/** How the model reaches the background; tests give their own. */
export interface SearchBackend {
  search(request: SearchRequest): Promise<SearchAnswer>;
  prefetch(request: SearchRequest): Promise<SearchAnswer | null>;
  /** The service's collections to search within; null when it lists none. */
  collections(): Promise<CollectionChoice[] | null>;
}

export const messagingBackend: SearchBackend = {
  search: (request) => ask('search', request),
  prefetch: (request) => ask('prefetchSearch', request),
  collections: () => ask('searchCollections'),
};

/** Asks for the service's collections; on a failure the choice offered stays as it is. */
export function askCollections(
  backend: SearchBackend,
  listed: (collections: CollectionChoice[] | null) => void,
): void {
  backend.collections().then(
    (collections) => {
      if (collections !== null) learnCollectionNames(collections);
      listed(collections);
    },
    (failure: unknown) =>
      console.warn('Hadith Lookup: the collections could not be listed.', failure),
  );
}

export interface SearchModelOptions {
  /** The search to show at once (a restored or linked one), or just the language. */
  initial: Pick<SearchRequest, 'language'> & Partial<SearchRequest>;
  /** The collections offered when the page opened (the snapshot's copy): null offers none. */
  collections?: CollectionChoice[] | null;
  /** That search's answer, when it is at hand: painted without asking the background. */
  initialAnswer?: SearchAnswer;
  /** That answer's texts as cut when it was kept (./snapshot.ts), so they are not cut again. */
  initialCuts?: Record<number, unknown>;
  /** Why the search given cannot be sent (e.g. a malformed address): shown, and nothing is sent. */
  initialProblem?: string | null;
  backend?: SearchBackend;
  /** Told of every page shown, to remember it. */
  onShown?: (request: SearchRequest, answer: SearchAnswer) => void;
  /** Told of the collections the service offers, to remember them for the next opening's paint. */
  onCollections?: (collections: CollectionChoice[] | null) => void;
  pauseMs?: number;
}
