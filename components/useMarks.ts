import { signal, type Signal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { ask } from '@/lib/messaging/contract';

/**
 * Whether a card's hadith is starred, or learnt: what the background says,
 * asked once for every card a page draws together. Each card's ask joins the
 * others made in the same turn (a page of results mounts them together), and
 * one message answers all of them.
 */
export type Mark = 'favourite' | 'learning';

/** What the background knows of one mark: null until it answers. */
export interface MarkState {
  on: Signal<boolean | null>;
  /** The background could not say. */
  unknown: Signal<boolean>;
}

const ASKS: Record<Mark, (ids: number[]) => Promise<number[]>> = {
  favourite: (ids) => ask('favouritesAmong', { ids }),
  learning: (ids) => ask('learningAmong', { ids }),
};

/** The asks of this turn, by mark: each card's id and where its answer goes. */
const waiting: Record<Mark, Map<number, MarkState[]>> = {
  favourite: new Map(),
  learning: new Map(),
};

function flush(mark: Mark): void {
  const asked = waiting[mark];
  waiting[mark] = new Map();
  ASKS[mark]([...asked.keys()]).then(
    (ids) => {
      const on = new Set(ids);
      for (const [id, states] of asked) for (const state of states) state.on.value = on.has(id);
    },
    () => {
      for (const states of asked.values()) for (const state of states) state.unknown.value = true;
    },
  );
}

/** A card's mark, asked with the page's other cards once it is drawn. */
export function useMark(mark: Mark, id: number): MarkState {
  const state = useMemo<MarkState>(() => ({ on: signal(null), unknown: signal(false) }), [id]);
  useEffect(() => {
    const asked = waiting[mark];
    if (asked.size === 0) queueMicrotask(() => flush(mark));
    asked.set(id, [...(asked.get(id) ?? []), state]);
  }, [mark, state]);
  return state;
}
