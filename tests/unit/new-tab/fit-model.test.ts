import { describe, expect, it } from 'vitest';
import {
  arabicRem,
  areaOf,
  contentHeight,
  largestFit,
  nextTry,
  translationRem,
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

  it('still tries the smallest sizes first, before anything was measured', () => {
    const rooms = { stack: stack(100), columns: columns(columnsAtSmallest * 0.5) };
    expect(nextTry(measured, rooms, true, new Map(), null, 0.06)).toEqual({
      layout: 'stack',
      fit: 0,
    });
  });
});
