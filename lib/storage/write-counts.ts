import type Dexie from 'dexie';

/**
 * How many writes each table has seen through one database connection, counted
 * by a Dexie middleware (DBCore) before and after every write, whoever makes
 * it (a handler, an import, sync). A value read from a table and kept beside
 * the count it was read at is still true while the count is the same: the
 * favourites' total, which IndexedDB counts row by row (30 ms for 5,000),
 * is counted again only after a write.
 */
export interface WriteCounts {
  (table: string): number;
}

const counts = new WeakMap<Dexie, Map<string, number>>();

/** Counts `db`'s writes from now on: call before the database opens. */
export function countWrites(db: Dexie): void {
  const seen = new Map<string, number>();
  counts.set(db, seen);
  const bump = (table: string) => seen.set(table, (seen.get(table) ?? 0) + 1);
  db.use({
    stack: 'dbcore',
    name: 'write-counts',
    create: (down) => ({
      ...down,
      table(name) {
        const table = down.table(name);
        return {
          ...table,
          mutate(request) {
            // Before, so a read racing the write is not kept; after, so one made meanwhile is not either.
            bump(name);
            return table.mutate(request).finally(() => bump(name));
          },
        };
      },
    }),
  });
}

/** The writes `db` has seen to each table so far (0 for a database not counted). */
export function writeCounts(db: Dexie): WriteCounts {
  return (table) => counts.get(db)?.get(table) ?? 0;
}
