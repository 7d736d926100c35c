import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { FavouriteHadith } from '../../lib/storage/db';
import { askBackground, favouritesOf } from './background-messages';
import { OptionsPage } from './pages/options-page';
import { expect, test } from './fixtures';
import { FavouritesPage } from './pages/favourites-page';
import { NewTabPage } from './pages/new-tab-page';
import { STORED_PLAN_KEY } from '../../lib/new-tab/page/stored-plan';
import { ANSWERED_KEY } from '../../lib/reviews/page/tab-memory';

/** An interval as a review's button says it ("10 minutes", "3 days"), in ms. */
function intervalMs(text: string): number {
  const match = /([\d.]+)\s+(minute|hour|day|month|year)s?/.exec(text);
  if (match === null) throw new Error(`Not an interval: ${text}`);
  const unit = { minute: 1, hour: 60, day: 1440, month: 43_200, year: 525_600 }[
    match[2] as 'minute'
  ];
  return Number(match[1]) * unit * 60_000;
}

function reviewRegion(page: Page) {
  return page.getByRole('region', { name: 'Review' });
}

/**
 * Whether the plan kept for the next tab lists learnt cards, none of them as due
 * before its last answer here: the background's answer to a tab after them.
 */
function planKnowsAnswers(page: Page): Promise<boolean> {
  return page.evaluate(
    ([planKey, answersKey]) => {
      const plan = JSON.parse(localStorage.getItem(planKey) ?? 'null') as {
        reviews?: { next: { hadith: { id: number }; due: number }[] };
      } | null;
      const answered = new Map<number, number>(
        JSON.parse(localStorage.getItem(answersKey) ?? '[]') as [number, number][],
      );
      const next = plan?.reviews?.next ?? [];
      return (
        next.length > 0 && next.every((card) => (answered.get(card.hadith.id) ?? 0) < card.due)
      );
    },
    [STORED_PLAN_KEY, ANSWERED_KEY] as const,
  );
}

/**
 * Opens new tabs until one reviews (never two in a row: at most two tabs, and one
 * more after learning started elsewhere, which the stored plan learns of from the
 * tab that reports to the background); false when none does.
 */
async function openReview(newTab: NewTabPage): Promise<boolean> {
  for (let tab = 0; tab < 3; tab++) {
    await newTab.goto();
    await expect(newTab.reference()).toBeVisible();
    if (await reviewRegion(newTab.page).isVisible()) return true;
    // Left open a moment, as people do: the background's answer is kept for the next tab.
    await expect.poll(() => planKnowsAnswers(newTab.page)).toBe(true);
  }
  return false;
}

/**
 * Presses a button by keyboard, as this file does throughout: under the fake clock a
 * click waits seconds for its target to hold still (the stability check counts the
 * page's frames, which the clock paces).
 */
async function press(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button }).focus();
  await page.keyboard.press('Enter');
}

/** The review on screen: shown, then answered; answers what the answer's button said. */
async function answer(
  page: Page,
  grade: 'Again' | 'Good',
): Promise<{ reference: string; ms: number }> {
  const region = reviewRegion(page);
  const reference = await region.locator('.reference').innerText();
  // Part of the text is hidden, and said to be.
  await expect(region.getByText('hidden until you choose Show')).toBeAttached();
  await page.keyboard.press('Space');
  const button = region.getByRole('button', { name: new RegExp(`^${grade}\\b`) });
  const ms = intervalMs(await button.locator('.review-interval').innerText());
  await page.keyboard.press(grade === 'Good' ? '3' : '1');
  await expect(page.getByRole('status')).toContainText(`${grade}: the next review in`);
  await expect(region).toBeHidden();
  return { reference, ms };
}

test.describe(() => {
  // The fake clock lasts as long as the browser: one of its own.
  test.use({ freshBrowser: true });

  test('three favourites learnt come due on new tabs; Good makes their intervals grow, Again shrinks one; the review page agrees', async ({
    page,
    context,
    configure,
    extensionId,
  }) => {
    test.slow();
    let now = new Date('2030-03-04T09:00:00').getTime();
    await context.clock.install({ time: now });
    await configure();
    const newTab = new NewTabPage(page);

    // Star three hadiths on the new tab, then learn them all from the favourites page.
    await newTab.goto();
    for (let star = 0; star < 3; star++) {
      await expect(newTab.arabic()).not.toBeEmpty();
      const reference = await newTab.reference().innerText();
      // F stars, Space shows another.
      await page.locator('body').press('f');
      await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');
      await page.locator('body').press('Space');
      await expect(newTab.reference()).not.toHaveText(reference);
    }
    const favourites = new FavouritesPage(page, extensionId);
    await favourites.goto();
    await expect(favourites.count()).toHaveText('3 favourites');
    await press(page, 'Learn all shown');
    await expect(page.getByText('Now learning: 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Learning', exact: true })).toHaveCount(3);

    // Each round: every card due is answered on new tabs, then the clock moves a year on.
    const good = new Map<string, number[]>();
    let forgotten: string | null = null;
    for (let round = 0; round < 4; round++) {
      expect(await openReview(newTab)).toBe(true);
      for (let card = 0; card < 3; card++) {
        if (card > 0) await press(page, 'Review the next one');
        // The last round forgets the first card.
        const grade = round === 2 && card === 0 ? 'Again' : 'Good';
        const { reference, ms } = await answer(page, grade);
        if (grade === 'Again') forgotten = reference;
        else good.set(reference, [...(good.get(reference) ?? []), ms]);
        // After answering, the tab shows a hadith.
        await expect(newTab.arabic()).not.toBeEmpty();
      }
      // Nothing more is due: no "Review the next one"; and, checked once (it opens up to
      // three tabs), the next tabs show hadiths.
      await expect(page.getByRole('button', { name: 'Review the next one' })).toHaveCount(0);
      if (round === 0) expect(await openReview(newTab)).toBe(false);
      if (round === 0) {
        // Learning steps: back within the hour; the clock moves past them.
        now += 60 * 60_000;
      } else {
        now += 400 * 24 * 60 * 60_000;
      }
      await context.clock.setSystemTime(now);
    }

    // Good after Good: each interval longer than the last, once past the learning steps.
    for (const [reference, intervals] of good) {
      if (reference === forgotten) continue;
      for (let i = 2; i < intervals.length; i++) {
        expect(intervals[i]).toBeGreaterThan(intervals[i - 1]!);
      }
    }
    // Again shrank the forgotten one: its Good after the lapse is shorter than before it.
    const lapsed = good.get(forgotten!)!;
    expect(lapsed.at(-1)).toBeLessThan(lapsed.at(-2)!);

    // Today's due cards: the first forgotten (back within the hour), the rest Good (days on).
    expect(await openReview(newTab)).toBe(true);
    await answer(page, 'Again');
    let answered = 1;
    const nextOne = page.getByRole('button', { name: 'Review the next one' });
    while (await nextOne.isVisible()) {
      await press(page, 'Review the next one');
      await answer(page, 'Good');
      answered += 1;
    }

    // The review page counts what was answered, and draws what comes due: today, the forgotten one.
    await page.goto(`chrome-extension://${extensionId}/review.html`);
    const count = (label: string) =>
      page.locator('.review-counts > div').filter({ hasText: label }).locator('dd');
    await expect(count('Answered today')).toHaveText(String(answered));
    await expect(count('Due today')).toHaveText('1');
    await expect(count('Days in a row')).toHaveText('1');
    const forecast = page.getByRole('table', { name: 'Reviews due in the next 30 days' });
    await expect(forecast.getByRole('row')).toHaveCount(30);
    await expect(forecast.getByRole('row').first()).toHaveText('Today1');
    await expect(page.locator('.review-item')).toHaveCount(3);
    await expect(page.locator('.review-item').filter({ hasText: 'Relearning' })).toHaveCount(1);
    // The tiles count the cards as the list names them: one not yet known, learning.
    const known = await page.locator('.review-item .review-stage-review').count();
    await expect(count('Known')).toHaveText(String(known));
    await expect(count('Learning')).toHaveText(String(3 - known));
    // The chart's axis says which day is today, and names the month.
    await expect(page.locator('.forecast-day').first()).toHaveText('Today');
    await expect(page.locator('.forecast-day').nth(1)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}$/);
  });
});

test('Learn on the new tab stars and learns; the export carries the review state and the import brings it back; one from a later version is left out and said', async ({
  page,
  context,
  extensionId,
  configure,
}, testInfo) => {
  await configure();
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  const learnt = await newTab.reference().innerText();
  await page.getByRole('button', { name: 'Learn', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Learning', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');
  await expect(newTab.status()).toHaveText('Learning it: it comes back on a new tab when due.');
  await newTab.anotherHadith().click();
  await expect(newTab.reference()).not.toHaveText(learnt);
  await newTab.favourite().click();
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');

  const optionsTab = await context.newPage();
  const options = new OptionsPage(optionsTab, extensionId);
  await options.goto();
  const download = optionsTab.waitForEvent('download');
  await optionsTab.getByRole('button', { name: 'Export favourites' }).click();
  const exported = testInfo.outputPath('favourites.json');
  await (await download).saveAs(exported);
  const file = JSON.parse(await readFile(exported, 'utf8')) as {
    version: number;
    favourites: (FavouriteHadith & { review?: { v: number } })[];
  };
  expect(file.version).toBe(2);
  expect(file.favourites.filter((entry) => entry.review !== undefined)).toHaveLength(1);

  /** Loses the favourites and what is learnt, as on another browser. */
  async function forget(): Promise<void> {
    const ids = file.favourites.map((entry) => entry.id);
    await askBackground(optionsTab, 'stopLearning', { ids });
    for (const hadith of file.favourites) {
      await askBackground(optionsTab, 'setFavourite', { hadith, favourite: false });
    }
  }
  const importer = optionsTab.getByLabel('Import favourites');
  const message = optionsTab.locator('#data-message');

  await forget();
  await importer.setInputFiles(exported);
  await expect(message).toHaveText('Imported 2 favourites. Review states imported: 1.');
  const reviews = await context.newPage();
  await reviews.goto(`chrome-extension://${extensionId}/review.html`);
  await expect(reviews.locator('.review-item .reference')).toHaveText([learnt]);

  // A review state written by a later version: the favourite and its note come in, the state not.
  await forget();
  const later = structuredClone(file);
  later.favourites.find((entry) => entry.review !== undefined)!.review!.v = 2;
  const laterFile = testInfo.outputPath('later.json');
  await writeFile(laterFile, JSON.stringify(later));
  await importer.setInputFiles(laterFile);
  await expect(message).toHaveText(
    'Imported 2 favourites. Review states left out, from a newer version or damaged (their favourites and notes are in): 1.',
  );
  await reviews.reload();
  await expect(reviews.getByText('No hadith is being learnt yet.', { exact: false })).toBeVisible();
  expect((await favouritesOf(optionsTab)).map((entry) => entry.id).sort()).toEqual(
    file.favourites.map((entry) => entry.id).sort(),
  );
});
