import { afterEach, beforeEach } from 'vitest';

/** The Web Storage interface over a Map, with a quota in characters as browsers have in bytes. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(private readonly quota = Infinity) {}
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    const used = [...this.items].reduce((sum, [k, v]) => sum + k.length + v.length, 0);
    const freed = (this.items.get(key)?.length ?? -key.length) + key.length;
    if (used - freed + key.length + value.length > this.quota) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.items.set(key, value);
  }
}

/**
 * A fresh localStorage (of `quota` characters) for each test of the file, and
 * what was there before put back after. Set by hand, not by vi.stubGlobal:
 * undoing that would undo the other stubs the test files share.
 */
export function useMemoryStorage(quota = Infinity): void {
  const before = globalThis.localStorage;
  beforeEach(() => {
    globalThis.localStorage = new MemoryStorage(quota);
  });
  afterEach(() => {
    if (before === undefined) delete (globalThis as { localStorage?: Storage }).localStorage;
    else globalThis.localStorage = before;
  });
}
