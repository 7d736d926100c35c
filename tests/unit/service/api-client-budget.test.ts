import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/service/api-client';
import { budgetRecord } from '@/lib/service/daily-budget';
import { dailyRequestBudget } from '@/lib/storage/settings';
import { failure, useScriptedService } from '../helpers/setup';
import { pagination, realRecords, searchPayload, wireBody } from '../helpers/wire';

const service = useScriptedService();
const client = () => createApiClient({ spacingMs: 0 });
const search = { query: 'intention', language: 'en', page: 1, limit: 5 };

describe('the API client and the daily request budget', () => {
  it('counts every request that leaves, searches included, and sends none once it is spent', async () => {
    await dailyRequestBudget.setValue(2);
    service().reply({ body: wireBody('bare', searchPayload(realRecords(1), pagination(1, 5, 1))) });

    await client().searchPage(search);
    await client().searchPage({ ...search, page: 2 });
    const error = await failure(client().searchPage({ ...search, page: 3 }));

    expect(error.kind).toBe('budget-spent');
    expect(error.retryAt).toBeGreaterThan(Date.now());
    expect(service().requests).toHaveLength(2);
    expect((await budgetRecord.getValue()).used).toBe(2);
  });

  it('leaves the last fifth of the budget to searches when fetching random hadiths', async () => {
    await dailyRequestBudget.setValue(5);
    service().reply({ body: wireBody('bare', realRecords(1)[0]) });

    for (let i = 0; i < 4; i++) await client().randomHadith('en');
    expect((await failure(client().randomHadith('en'))).kind).toBe('budget-spent');
    expect(service().requests).toHaveLength(4);

    service().reply({ body: wireBody('bare', searchPayload(realRecords(1), pagination(1, 5, 1))) });
    await client().searchPage(search);
    expect(service().requests).toHaveLength(5);
  });
});
