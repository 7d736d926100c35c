import { afterEach, describe, expect, it } from 'vitest';
import { HadithError } from '@/lib/hadith-error';
import type { PreparedHadith } from '@/lib/hadith/prepared-hadith';
import type { NewTabPlan, NewTabReport } from '@/lib/new-tab/plan';
import { NewTabModel } from '@/lib/new-tab/page/model';
import { readStoredPlan, writeStoredPlan } from '@/lib/new-tab/page/stored-plan';
import { hadiths } from '../helpers/background';
import { useMemoryStorage } from '../helpers/memory-storage';
import { answerPageMessages } from '../helpers/page-messages';

useMemoryStorage();

const shelf = hadiths(6);
const entryOf = (index: number): PreparedHadith => ({
  hadith: shelf[index]!,
  source: 'pool',
  language: 'en',
  favourite: false,
  notice: null,
});
const planOf = (...indexes: number[]): NewTabPlan => ({
  rotation: 'every-tab',
  language: 'en',
  upcoming: indexes.map(entryOf),
  daily: null,
});
const idsOf = (plan: NewTabPlan | null) => plan?.upcoming.map((entry) => entry.hadith.id);

let stops: (() => void)[] = [];
let models: InstanceType<typeof NewTabModel>[] = [];

afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  models.forEach((model) => model[Symbol.dispose]());
  models = [];
});

/** The background, as far as the new tab asks it: each report answered with `next`. */
function background(next: () => NewTabPlan, favourite?: () => boolean) {
  const reports: NewTabReport[] = [];
  const messages = answerPageMessages({
    newTabShown: (report) => {
      reports.push(report);
      return next();
    },
    setFavourite: () => {
      if (favourite === undefined) throw new HadithError('network', 'No background.');
      return favourite();
    },
    recentHadiths: () => [entryOf(5)],
  });
  stops.push(messages.stop);
  return { reports, asked: messages.asked };
}

/** A new tab as its page makes it: from the plan stored, read before the first paint. */
function newTab(reviewing = false) {
  const model = new NewTabModel(readStoredPlan(), reviewing);
  models.push(model);
  return model;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the new tab's page model", () => {
  it('paints the plan’s next hadith at once, takes it from the stored plan, and tells the background only once started', async () => {
    writeStoredPlan(planOf(0, 1, 2));
    const { reports } = background(() => planOf(3, 4));
    const tab = newTab();
    expect(tab.current.value?.hadith.id).toBe(shelf[0]!.id);
    // Taken at once: a tab opened in the same instant shows the next one.
    expect(idsOf(readStoredPlan())).toEqual([shelf[1]!.id, shelf[2]!.id]);
    await settled();
    expect(reports).toEqual([]);

    tab.start();
    await settled();
    expect(reports.map((report) => report.shown?.hadith.id)).toEqual([shelf[0]!.id]);
    // The background's answer is what the next tabs paint from.
    expect(idsOf(readStoredPlan())).toEqual([shelf[3]!.id, shelf[4]!.id]);
  });

  it('"Another hadith" shows the plan’s next without waiting; with the plan spent, asks the background', async () => {
    writeStoredPlan(planOf(0, 1));
    let answer = planOf(1);
    const { reports } = background(() => answer);
    const tab = newTab();
    tab.start();
    await settled();
    tab.another();
    expect(tab.current.value?.hadith.id).toBe(shelf[1]!.id);
    answer = planOf();
    await settled();
    expect(reports.at(-1)?.shown?.hadith.id).toBe(shelf[1]!.id);

    // Nothing left: the tab asks (reporting nothing shown), then shows from the answer.
    answer = planOf(2, 3);
    tab.another();
    await settled();
    await settled();
    expect(reports.at(-2)?.shown).toBeNull();
    expect(tab.current.value?.hadith.id).toBe(shelf[2]!.id);
  });

  it('a tab that opens on a review takes nothing from the plan until the review ends', async () => {
    writeStoredPlan(planOf(0, 1));
    const { reports } = background(() => planOf(1));
    const tab = newTab(true);
    expect(tab.current.value).toBeNull();
    expect(idsOf(readStoredPlan())).toEqual([shelf[0]!.id, shelf[1]!.id]);
    tab.resume();
    expect(tab.current.value?.hadith.id).toBe(shelf[0]!.id);
    await settled();
    expect(reports.map((report) => report.shown?.hadith.id)).toEqual([shelf[0]!.id]);
  });

  it('stars at once, says so when the background has kept it, and takes the star back when it could not', async () => {
    writeStoredPlan(planOf(0));
    background(
      () => planOf(),
      () => true,
    );
    const tab = newTab();
    await tab.toggleFavourite();
    expect(tab.current.value?.favourite).toBe(true);
    expect(tab.confirmation.value).toBe('Saved to favourites');

    writeStoredPlan(planOf(1));
    stops.forEach((stop) => stop());
    background(() => planOf());
    const failing = newTab();
    await failing.toggleFavourite();
    expect(failing.current.value?.favourite).toBe(false);
    expect(failing.error.value?.kind).toBe('network');
  });

  it('"Previous hadith" goes back to what the new tabs showed before', async () => {
    writeStoredPlan(planOf(0));
    background(() => planOf());
    const tab = newTab();
    tab.previous();
    await settled();
    await settled();
    expect(tab.current.value?.hadith.id).toBe(shelf[5]!.id);
  });
});
