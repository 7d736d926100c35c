import { describe, expect, it, vi } from 'vitest';
import { createTrail } from '../../../lib/new-tab/page/trail';
import type { PreparedHadith } from '../../../lib/hadith/prepared-hadith';

const entry = (id: number, favourite = false) =>
  ({ hadith: { id }, favourite }) as unknown as PreparedHadith;
const ids = (list: (PreparedHadith | null | undefined)[]) => list.map((e) => e?.hadith.id ?? null);

describe('a new tab’s trail of hadiths shown before', () => {
  it('reads the history once, then walks back and forward through it', async () => {
    const recent = vi.fn(async () => [entry(3), entry(2), entry(1)]);
    const trail = createTrail(recent);
    expect(trail.later()).toBeNull();
    const back = [await trail.earlier(entry(3)), await trail.earlier(entry(2))];
    expect(ids(back)).toEqual([2, 1]);
    expect(await trail.earlier(entry(1))).toBeUndefined();
    expect(recent).toHaveBeenCalledTimes(1);
    expect(ids([trail.later(), trail.later(), trail.later()])).toEqual([2, 3, null]);
  });

  it('puts the hadith on screen first when the background has not heard of it yet', async () => {
    const trail = createTrail(async () => [entry(2), entry(1)]);
    expect(ids([await trail.earlier(entry(3))])).toEqual([2]);
    expect(ids([trail.later()])).toEqual([3]);
  });

  it('takes a newly drawn hadith as the newest, back on screen', async () => {
    const trail = createTrail(async () => [entry(2), entry(1)]);
    trail.drawn(entry(3)); // Before Previous: nothing read, nothing kept.
    await trail.earlier(entry(2));
    trail.drawn(entry(4));
    expect(trail.later()).toBeNull();
    expect(ids([await trail.earlier(entry(4)), await trail.earlier(entry(2))])).toEqual([2, 1]);
  });

  it('keeps the star changed on the hadith on screen', async () => {
    const trail = createTrail(async () => [entry(2), entry(1)]);
    await trail.earlier(entry(2));
    trail.replace(entry(1, true));
    trail.later();
    expect((await trail.earlier(entry(2)))?.favourite).toBe(true);
  });
});
