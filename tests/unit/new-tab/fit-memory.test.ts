import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  roomsForWindow,
  withEarlier,
  type FitMemory,
  type WindowRooms,
} from '@/lib/new-tab/page/fit-memory';

/** The rooms of a window `width` by `height`, at the default sizes, as a fit keeps them. */
function windowRooms(width: number, height: number): WindowRooms {
  return {
    key: `${width}x${height} normal 16px`,
    rooms: { stack: { height: height - 200, arabicWidth: width / 2, translationWidth: width / 2 } },
  };
}

function memoryOf(last: WindowRooms, earlier?: WindowRooms[]): FitMemory {
  return { ...last, perCharacter: { arabic: 300, translation: 170 }, gap: 16, earlier };
}

const LAPTOP = windowRooms(1366, 657);
const DESKTOP = windowRooms(1920, 970);
const HALF = windowRooms(960, 1040);

const pagesMatchMedia = globalThis.matchMedia;

/**
 * The page's window, as its media queries see it. Set by hand, not by
 * vi.stubGlobal: undoing that would undo the other stubs the test files share.
 */
function inWindow(width: number, height: number): void {
  globalThis.matchMedia = ((query: string) => ({
    matches: query === `(width: ${width}px) and (height: ${height}px)`,
  })) as typeof matchMedia;
}

describe('the rooms a new tab’s first guess starts from', () => {
  beforeEach(() => inWindow(1366, 657));
  afterEach(() => {
    if (pagesMatchMedia === undefined) delete (globalThis as { matchMedia?: unknown }).matchMedia;
    else globalThis.matchMedia = pagesMatchMedia;
  });

  it('are the last window’s when the page is in it', () => {
    expect(roomsForWindow(memoryOf(LAPTOP, [DESKTOP]))).toEqual(LAPTOP);
  });

  it('are an earlier window’s of the page’s size, after the window changed back', () => {
    expect(roomsForWindow(memoryOf(DESKTOP, [HALF, LAPTOP]))).toEqual(LAPTOP);
  });

  it('are the last window’s, as the best there is, in a window never fitted in', () => {
    inWindow(1280, 720);
    expect(roomsForWindow(memoryOf(DESKTOP, [LAPTOP]))).toEqual(DESKTOP);
  });

  it('come from the last window alone in a memory kept before earlier windows were, or a damaged one', () => {
    inWindow(1920, 970);
    expect(roomsForWindow(memoryOf(LAPTOP))).toEqual(LAPTOP);
    const damaged = {
      ...memoryOf(LAPTOP),
      earlier: [null, { key: 7 }, 'x'],
    } as unknown as FitMemory;
    expect(roomsForWindow(damaged)).toEqual(LAPTOP);
  });
});

describe('the windows a fit keeps', () => {
  it('are the one it fitted in, then those the last memory knew, newest first, each once', () => {
    const kept = withEarlier(memoryOf(LAPTOP), memoryOf(DESKTOP, [LAPTOP, HALF]));
    expect([kept.key, ...kept.earlier!.map(({ key }) => key)]).toEqual([
      LAPTOP.key,
      DESKTOP.key,
      HALF.key,
    ]);
  });

  it('are at most five: the oldest is forgotten', () => {
    const sizes = [1000, 1100, 1200, 1300, 1400, 1500].map((width) => windowRooms(width, 800));
    let memory: FitMemory | null = null;
    for (const size of sizes) memory = withEarlier(memoryOf(size), memory);
    expect([memory!.key, ...memory!.earlier!.map(({ key }) => key)]).toEqual(
      sizes
        .reverse()
        .slice(0, 5)
        .map(({ key }) => key),
    );
  });

  it('leave out what a damaged memory holds', () => {
    const damaged = { ...memoryOf(DESKTOP), earlier: { length: 2 } } as unknown as FitMemory;
    expect(withEarlier(memoryOf(LAPTOP), damaged).earlier).toEqual([DESKTOP]);
    const holed = { ...memoryOf(DESKTOP), earlier: [null, HALF] } as unknown as FitMemory;
    expect(withEarlier(memoryOf(LAPTOP), holed).earlier).toEqual([DESKTOP, HALF]);
  });

  it('start with the one it fitted in when nothing was kept before', () => {
    expect(withEarlier(memoryOf(LAPTOP), null).earlier).toEqual([]);
  });
});
