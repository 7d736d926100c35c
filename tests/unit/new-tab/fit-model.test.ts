import { describe, expect, it } from 'vitest';
import {
  arabicRem,
  areaOf,
  contentHeight,
  largestFit,
  nextTry,
  translationRem,
  withoutLastLine,
  type LayoutRoom,
  type TextAreas,
} from '@/lib/new-tab/page/fit-model';

/** Texts measured at fit 0.5 in a 700 px stack: 300 px of Arabic, 120 of translation. */
const measured: TextAreas = {
  arabic: areaOf(300, 700, arabicRem(0.5)),
  translation: areaOf(120, 700, translationRem(0.5, false)),
  rtlTranslation: false,
  note: 0,
  stackGaps: 20,
  halfLines: { arabic: 0, translation: 0 },
};
const stack = (height: number): LayoutRoom => ({ height, arabicWidth: 700, translationWidth: 700 });

describe('the fit’s arithmetic', () => {
  it('gives back the heights it was measured at', () => {
    expect(contentHeight(measured, 'stack', stack(500), 0.5)).toBeCloseTo(440);
  });

  it('grows the heights with the square of the type’s size, and shrinks them as the width grows', () => {
    const larger = contentHeight(measured, 'stack', stack(500), 1) - 20;
    const arabic = 300 * (arabicRem(1) / arabicRem(0.5)) ** 2;
    const translation = 120 * (translationRem(1, false) / translationRem(0.5, false)) ** 2;
    expect(larger).toBeCloseTo(arabic + translation);
    const wider = { height: 500, arabicWidth: 1400, translationWidth: 1400 };
    expect(contentHeight(measured, 'stack', wider, 0.5) - 20).toBeCloseTo(210);
  });

  it('sets columns as tall as the taller column, the note above the translation', () => {
    const room = { height: 500, arabicWidth: 350, translationWidth: 350 };
    expect(contentHeight(measured, 'columns', room, 0.5)).toBeCloseTo(600);
    const noted = { ...measured, translation: measured.translation * 3, note: 30 };
    expect(contentHeight(noted, 'columns', room, 0.5)).toBeCloseTo(30 + 720);
  });

  it('finds the largest fit that leaves the margin free, to within 0.005', () => {
    const room = stack(400);
    const fit = largestFit(measured, 'stack', room, 0.03);
    expect(fit).toBeGreaterThan(0);
    expect(fit).toBeLessThan(0.5);
    expect(contentHeight(measured, 'stack', room, fit)).toBeLessThanOrEqual(400 * 0.97);
    expect(contentHeight(measured, 'stack', room, fit + 0.01)).toBeGreaterThan(400 * 0.97);
  });

  it('answers 1 when the largest sizes fit, and -1 when not even the smallest do', () => {
    expect(largestFit(measured, 'stack', stack(2000), 0.03)).toBe(1);
    expect(largestFit(measured, 'stack', stack(100), 0.03)).toBe(-1);
  });

  it('adds, to texts guessed from their lengths, the half line each leaves empty, growing with its size', () => {
    const guessed = { ...measured, halfLines: { arabic: 19, translation: 12.8 } };
    const added = (fit: number) =>
      contentHeight(guessed, 'stack', stack(500), fit) -
      contentHeight(measured, 'stack', stack(500), fit);
    expect(added(0)).toBeCloseTo(19 * arabicRem(0) + 12.8 * translationRem(0, false));
    expect(added(1)).toBeCloseTo(19 * arabicRem(1) + 12.8 * translationRem(1, false));
  });

  it('takes a text’s last half line out of its area, the part that does not grow with its length', () => {
    // 10 lines of 40 px at 2 rem, 700 px wide: 9.5 of them hold the text.
    const area = areaOf(400, 700, 2);
    expect(withoutLastLine(area, 10, 700, 2)).toBeCloseTo(areaOf(380, 700, 2));
    expect(withoutLastLine(areaOf(10, 700, 2), 10, 700, 2)).toBe(0);
  });

  it('sizes a right-to-left translation from its own, larger, range', () => {
    expect(translationRem(0, true)).toBeGreaterThan(translationRem(0, false));
    expect(translationRem(1, true)).toBeGreaterThan(translationRem(1, false));
  });
});

describe('the next try', () => {
  /** Columns half as wide as the stack: the texts side by side, at `height`. */
  const columns = (height: number): LayoutRoom => ({
    height,
    arabicWidth: 350,
    translationWidth: 350,
  });
  /** How tall the texts stand in columns at the smallest sizes (the taller column). */
  const columnsAtSmallest = contentHeight(measured, 'columns', columns(1), 0);
  const stackFailedAtSmallest = new Map([['stack', 0]] as const);

  it('tries columns at their smallest sizes, after the stack overflowed there, when they come near', () => {
    const rooms = { stack: stack(100), columns: columns(columnsAtSmallest * 0.95) };
    expect(nextTry(measured, rooms, true, stackFailedAtSmallest, null, 0.03)).toEqual({
      layout: 'columns',
      fit: 0,
    });
  });

  it('gives up, after the stack overflowed at its smallest sizes, when columns are far too short too', () => {
    const rooms = { stack: stack(100), columns: columns(columnsAtSmallest * 0.8) };
    expect(nextTry(measured, rooms, true, stackFailedAtSmallest, null, 0.03)).toBeNull();
  });

  it('tries no columns once a stack fits at comfortable sizes, as they could not be chosen over it', () => {
    const rooms = { stack: stack(440), columns: columns(2000) };
    const comfortable = { layout: 'stack', fit: 0.5 } as const;
    expect(nextTry(measured, rooms, true, new Map(), comfortable, 0.06)).toBeNull();
    // A stack at small sizes still leaves columns worth a try.
    const small = { layout: 'stack', fit: 0.2 } as const;
    expect(nextTry(measured, rooms, true, new Map(), small, 0.06)?.layout).toBe('columns');
  });

  it('still tries the smallest sizes first, before anything was measured', () => {
    const rooms = { stack: stack(100), columns: columns(columnsAtSmallest * 0.5) };
    expect(nextTry(measured, rooms, true, new Map(), null, 0.06)).toEqual({
      layout: 'stack',
      fit: 0,
    });
  });
});
