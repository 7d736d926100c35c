import { describe, expect, it } from 'vitest';
import type { PreparedHadith } from '@/lib/hadith/prepared-hadith';
import type { NewTabPlan } from '@/lib/new-tab/plan';
import { chooseForNewTab, keepDailyPick, takeNext } from '@/lib/new-tab/choice';
import { hadiths } from '../helpers/background';

const TODAY = '2030-01-02';

function entries(count: number): PreparedHadith[] {
  return hadiths(count).map((hadith) => ({
    hadith,
    source: 'pool',
    language: 'en',
    favourite: false,
    notice: null,
  }));
}

function plan(overrides: Partial<NewTabPlan> = {}): NewTabPlan {
  return { rotation: 'every-tab', language: 'en', upcoming: entries(3), daily: null, ...overrides };
}

describe('what a new tab shows', () => {
  it('takes the next prepared hadith on every tab, and reports it', () => {
    const choice = chooseForNewTab(plan(), TODAY);
    expect(choice?.entry.hadith.id).toBe(8000100);
    expect(choice?.rest.upcoming.map((e) => e.hadith.id)).toEqual([8000200, 8000300]);
    expect(choice?.report).toEqual({ shown: choice?.entry, dailyFor: null, today: TODAY });
  });

  it('shows the hadith of the day again without reporting it as new', () => {
    const [daily] = entries(1);
    const choice = chooseForNewTab(
      plan({ rotation: 'daily', daily: { day: TODAY, entry: daily! } }),
      TODAY,
    );
    expect(choice?.entry).toBe(daily);
    expect(choice?.report.shown).toBeNull();
    expect(choice?.rest.upcoming).toHaveLength(3);
  });

  it('picks a new hadith of the day when the stored one is for another day', () => {
    const [old] = entries(1);
    const choice = chooseForNewTab(
      plan({
        rotation: 'daily',
        upcoming: entries(3).slice(1),
        daily: { day: '2030-01-01', entry: old! },
      }),
      TODAY,
    );
    expect(choice?.entry.hadith.id).toBe(8000200);
    expect(choice?.report.dailyFor).toBe(TODAY);
    expect(choice?.rest.daily).toEqual({ day: TODAY, entry: choice?.entry });
  });

  it('moves on with "Another hadith" even on a daily plan, leaving the day’s pick alone', () => {
    const [daily] = entries(1);
    const choice = takeNext(
      plan({ rotation: 'daily', daily: { day: TODAY, entry: daily! } }),
      TODAY,
    );
    expect(choice?.report.dailyFor).toBeNull();
    expect(choice?.rest.daily?.entry).toBe(daily);
  });

  it('has nothing to show from an empty plan', () => {
    expect(chooseForNewTab(plan({ upcoming: [] }), TODAY)).toBeNull();
    expect(chooseForNewTab(plan({ rotation: 'daily', upcoming: [] }), TODAY)).toBeNull();
  });
});

describe('the day’s pick against a background answer made before it heard of it', () => {
  const [picked, other] = entries(2);
  const held = plan({ rotation: 'daily', daily: { day: TODAY, entry: picked! } });

  it('keeps the pick this page made for today when the answer names none', () => {
    const answer = plan({ rotation: 'daily', upcoming: entries(2) });
    expect(keepDailyPick(answer, held, TODAY)).toEqual({ ...answer, daily: held.daily });
  });

  it('takes the answer’s own pick, and its nothing once the day, the language or the rotation changed', () => {
    const named = plan({ rotation: 'daily', daily: { day: TODAY, entry: other! } });
    expect(keepDailyPick(named, held, TODAY)).toBe(named);
    const none = plan({ rotation: 'daily' });
    expect(keepDailyPick(none, held, '2030-01-03')).toBe(none);
    const urdu = plan({ rotation: 'daily', language: 'ur' });
    expect(keepDailyPick(urdu, held, TODAY)).toBe(urdu);
    const everyTab = plan();
    expect(keepDailyPick(everyTab, held, TODAY)).toBe(everyTab);
    expect(keepDailyPick(none, null, TODAY)).toBe(none);
  });
});
