import type { Handlers } from '../../messaging/handlers';
import { HadithError } from '../../hadith-error';
import type { BookRequest } from '../book';
import { type BookService, MAX_BOOK_NUMBER } from './service';
import type { ReaderMessages } from '../messages';

const isCollection = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 200;

const isWhole = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;

/** The request as it will be sent, or a 'bad-request' HadithError: it comes from a page's address. */
function checked(request: BookRequest): BookRequest {
  const { collection, book, language, page, hadithNumber } = request ?? {};
  const valid =
    isCollection(collection) &&
    (book === undefined ? hadithNumber !== undefined : isWhole(book, MAX_BOOK_NUMBER)) &&
    typeof language === 'string' &&
    /^[a-z]{2,8}(-[a-z0-9]{1,8})*$/i.test(language) &&
    (page === undefined || isWhole(page, 10_000)) &&
    (hadithNumber === undefined || isWhole(hadithNumber, 999_999));
  if (!valid) throw new HadithError('bad-request', 'That is not a book of a collection.');
  return {
    collection: collection.trim(),
    book,
    language: language.toLowerCase(),
    page,
    hadithNumber,
  };
}

export function createReaderHandlers(service: BookService): Handlers<ReaderMessages> {
  return {
    async readBook({ data }) {
      return service.readBook(checked(data));
    },
    async collectionContents({ data }) {
      const collection = (data as { collection?: unknown } | null)?.collection;
      if (!isCollection(collection))
        throw new HadithError('bad-request', 'That is not a collection.');
      return service.contents(collection.trim());
    },
  };
}
