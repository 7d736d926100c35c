import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { arabicRem, areaOf, translationRem, withoutLastLine } from '@/lib/new-tab/page/fit-model';
import {
  guessedAreas,
  learnedTexts,
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

describe('what a fit keeps of the texts it measured', () => {
  /** A hadith measured in a 700 px stack at fit 0.5: 400 px of Arabic, 160 of translation. */
  const shown = {
    texts: {
      arabic: areaOf(400, 700, arabicRem(0.5)),
      translation: areaOf(160, 700, translationRem(0.5, false)),
      rtlTranslation: false,
      note: 0,
      stackGaps: 20,
      halfLines: { arabic: 0, translation: 0 },
    },
    room: { height: 600, arabicWidth: 700, translationWidth: 700 },
    halfLines: { arabic: 19, translation: 12.8 },
  };
  const tried = { layout: 'stack', fit: 0.5 } as const;
  const lengths = { arabic: 800, translation: 500 };
  /** The hadith's own areas per character, its last lines' halves left out. */
  const own = {
    arabic: withoutLastLine(shown.texts.arabic, 19, 700, arabicRem(0.5)) / 800,
    translation:
      withoutLastLine(shown.texts.translation, 12.8, 700, translationRem(0.5, false)) / 500,
  };

  it('are its own areas per character and half lines, when nothing was kept before', () => {
    const kept = learnedTexts(shown, tried, lengths, null);
    expect(kept.perCharacter.arabic).toBeCloseTo(own.arabic);
    expect(kept.perCharacter.translation).toBeCloseTo(own.translation);
    expect(kept.halfLines).toEqual({ arabic: 19, translation: 12.8 });
  });

  it('move the areas per character kept before less than a third of the way to its own', () => {
    const before = { ...memoryOf(LAPTOP), halfLines: { arabic: 19, translation: 12.8 } };
    const kept = learnedTexts(shown, tried, lengths, before);
    expect(kept.perCharacter.arabic).toBeCloseTo(300 + 0.3 * (own.arabic - 300));
    expect(kept.perCharacter.translation).toBeCloseTo(170 + 0.3 * (own.translation - 170));
  });

  it('replace areas per character kept before half lines were, which hold the last lines', () => {
    const kept = learnedTexts(shown, tried, lengths, memoryOf(LAPTOP));
    expect(kept.perCharacter.arabic).toBeCloseTo(own.arabic);
  });

  it('leave what was kept of a text the hadith lacks', () => {
    const before = { ...memoryOf(LAPTOP), halfLines: { arabic: 19, translation: 11 } };
    const kept = learnedTexts(shown, tried, { ...lengths, translation: 0 }, before);
    expect(kept.perCharacter.translation).toBe(170);
    expect(kept.halfLines?.translation).toBe(11);
  });
});

describe('the texts a first guess expects', () => {
  const element = (dir = '') => ({ dir }) as HTMLElement;
  const parts = { arabic: element(), translation: element('ltr'), note: null };
  const lengths = { arabic: 800, translation: 500 };

  it('are the lengths times the areas per character, with a half line for each text there is', () => {
    const memory = { ...memoryOf(LAPTOP), halfLines: { arabic: 19, translation: 12.8 } };
    const texts = guessedAreas(parts, lengths, memory);
    expect([texts.arabic, texts.translation]).toEqual([800 * 300, 500 * 170]);
    expect(texts.halfLines).toEqual({ arabic: 19, translation: 12.8 });
    const arabicOnly = guessedAreas({ ...parts, translation: null }, lengths, memory);
    expect(arabicOnly.halfLines).toEqual({ arabic: 19, translation: 0 });
  });

  it('have no half lines from a memory kept before they were', () => {
    expect(guessedAreas(parts, lengths, memoryOf(LAPTOP)).halfLines).toEqual({
      arabic: 0,
      translation: 0,
    });
  });
});
