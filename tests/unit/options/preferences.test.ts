import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { NewTabPreferencesModel, parseBudget } from '@/lib/options/page/preferences';
import { dailyRequestBudget, rotation } from '@/lib/storage/settings';

describe('the daily request budget as typed', () => {
  it.each([
    ['50', 50],
    [' 0 ', 0],
    ['500', 500],
    ['501', null],
    ['-1', null],
    ['2.5', null],
    ['', null],
    ['many', null],
  ])('reads the budget %j as %j', (text, expected) => {
    expect(parseBudget(text)).toBe(expected);
  });
});

describe('the new tab form’s status line', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  /** Lets every pending storage write settle. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('says nothing saved once a budget is refused, though a choice made just before it finishes saving', async () => {
    const model = new NewTabPreferencesModel({
      rotation: 'every-tab',
      dailyRequestBudget: 50,
      collections: [],
    });
    model.rotation.choose('daily');
    model.commitBudget('600');
    await settled();
    expect(model.status.value).toBe('');
    expect(model.budgetInvalid.value).toBe(true);
    // The choice was saved all the same; the refused budget was not.
    expect(await rotation.getValue()).toBe('daily');
    expect(await dailyRequestBudget.getValue()).toBe(50);
  });

  it('says the latest save once a budget is corrected', async () => {
    const model = new NewTabPreferencesModel({
      rotation: 'every-tab',
      dailyRequestBudget: 50,
      collections: [],
    });
    model.commitBudget('600');
    model.commitBudget('0');
    await settled();
    expect(model.status.value).toBe('Saved.');
    expect(model.budgetInvalid.value).toBe(false);
    expect(await dailyRequestBudget.getValue()).toBe(0);
  });
});
