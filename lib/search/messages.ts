import type { SearchAnswer, SearchRequest } from '../hadith/hadith';
import type { CollectionInfo } from '../hadith/reference-query';

/** What the popup and the results page ask the background. */
export interface SearchMessages {
  /** One page of search results; served from the cache when it holds that page. */
  search(request: SearchRequest): SearchAnswer;
  /** Fetches a page the user shows intent to open into the cache; null when the service cannot answer. */
  prefetchSearch(request: SearchRequest): SearchAnswer | null;
  /** The collections a search can be kept within; null when the service lists none. */
  searchCollections(): CollectionInfo[] | null;
}
