import { test } from '@playwright/test';

/**
 * A row of docs/resilience.md's table, declared by the end-to-end test that
 * tries the fault or attack. The test attaches it as an annotation of type
 * `resilience`; tests/e2e/resilience-reporter.ts turns the annotations of a
 * run into the table (and checks docs/resilience.md is in step with it).
 */
export interface ResilienceRow {
  /** The fault or attack tried, e.g. "429 without Retry-After on a search". */
  attack: string;
  /** What the user sees meanwhile, e.g. the sentence and the content kept. */
  userSees: string;
  /** Requests the service receives, as the test bounds them, e.g. "1, then none until the wait ends". */
  requests: string;
  /** What is kept, e.g. "settings, favourites and cache". */
  dataKept: string;
}

/** Declares the current test's row of the resilience table. */
export function recordResilience(row: ResilienceRow): void {
  test.info().annotations.push({ type: 'resilience', description: JSON.stringify(row) });
}
