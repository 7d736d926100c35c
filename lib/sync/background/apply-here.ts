import { hadithFields } from '../../hadith/fields';
import type { Hadith } from '../../hadith/hadith';
import type { Table, Transaction } from 'dexie';
import type { FavouriteHadith, HadithDatabase, StoredReview } from '../../storage/db';
import type { BookService } from '../../reader/background/service';
import { toStored } from '../../favourites/background/store';
import { readReviewRecord, reviewRow } from '../../reviews/record';
import { canonical } from '../merge';
import type { SyncRecord } from '../record';

/**
 * The merged records applied to this browser's favourites and reviews, and the
 * texts of favourites that came from another browser: from what is held here,
 * else fetched a few at a time through the reader's book pages.
 */

/** Texts fetched for favourites that came from another browser, per run: a few requests at a time. */
const TEXTS_PER_RUN = 5;

/**
 * `own` is told of every transaction these functions write in: the engine's
 * change hooks leave them out, and still hear every other write.
 */
export function createApplyHere(
  db: HadithDatabase,
  books: Pick<BookService, 'readBook'>,
  own: (transaction: Transaction) => void,
) {
  /** Runs `task` in a transaction of its own over the favourites and reviews, told to `own`. */
  function written<T>(tables: Table[], task: () => Promise<T>): Promise<T> {
    return db.transaction('rw', tables, async (transaction) => {
      own(transaction);
      return task();
    });
  }

  /** The hadith's text, if this browser holds it: cached, bundled, in the language it was starred in first. */
  async function heldText(record: SyncRecord): Promise<Hadith | null> {
    for (const table of [db.hadiths, db.bundledHadiths]) {
      const rows = await table
        .where('[id+language]')
        .between([record.id, ''], [record.id, '\uffff'])
        .toArray();
      const row = rows.find((candidate) => candidate.language === record.language) ?? rows[0];
      if (row !== undefined) return hadithFields(row);
    }
    return null;
  }

  async function keepFavourite(hadith: Hadith, record: SyncRecord): Promise<void> {
    const favourite: FavouriteHadith = { ...hadith, savedAt: record.savedAt ?? record.at };
    if (record.note) favourite.note = record.note;
    await db.favourites.put(toStored(favourite));
  }

  /** The merged records applied here; the ids whose text is still to come are added to `waiting`. */
  async function apply(
    merged: Map<number, SyncRecord>,
    favourites: Map<number, FavouriteHadith>,
    reviews: Map<number, StoredReview>,
    waiting: Set<number>,
  ): Promise<void> {
    await written([db.favourites, db.reviews, db.hadiths, db.bundledHadiths], async () => {
      for (const record of merged.values()) {
        const here = favourites.get(record.id);
        if (record.gone) {
          waiting.delete(record.id);
          if (here !== undefined) await db.favourites.delete(record.id);
          continue;
        }
        if (here === undefined) {
          const text = await heldText(record);
          if (text === null) {
            waiting.add(record.id);
            continue;
          }
          waiting.delete(record.id);
          await keepFavourite(text, record);
        } else if ((here.note ?? '') !== (record.note ?? '') || here.savedAt !== record.savedAt) {
          await keepFavourite(hadithFields(here), record);
        }
        await applyReview(record, reviews.get(record.id));
      }
    });
  }

  /** The record's review state here; one this version cannot read leaves this browser's as it is. */
  async function applyReview(record: SyncRecord, here: StoredReview | undefined): Promise<void> {
    if (record.review === undefined) {
      if (here !== undefined) await db.reviews.delete(record.id);
      return;
    }
    const review = readReviewRecord({ ...(record.review as object), id: record.id });
    if (review === null) return;
    const row = reviewRow(review);
    if (canonical(row) !== canonical(here)) await db.reviews.put(row);
  }

  /** Fetches a few of the awaited texts, through the reader's pages (cached, paced, budgeted). */
  async function fetchTexts(
    merged: Map<number, SyncRecord>,
    waiting: Set<number>,
  ): Promise<number> {
    let fetched = 0;
    for (const id of [...waiting].slice(0, TEXTS_PER_RUN)) {
      const record = merged.get(id);
      if (
        record?.collection === undefined ||
        record.book === undefined ||
        record.number === undefined
      ) {
        continue;
      }
      try {
        const answer = await books.readBook({
          collection: record.collection,
          book: record.book,
          language: record.language ?? 'en',
          hadithNumber: record.number,
        });
        const hadith = answer.kind === 'page' ? answer.hadiths.find((h) => h.id === id) : undefined;
        if (hadith === undefined) continue;
        await written([db.favourites, db.reviews], async () => {
          await keepFavourite(hadith, record);
          await applyReview(record, await db.reviews.get(id));
        });
        waiting.delete(id);
        fetched += 1;
      } catch {
        // Offline, or the day's budget spent: the next run tries again.
        break;
      }
    }
    return fetched;
  }

  return { apply, fetchTexts };
}
