import { describe, expect, it } from 'vitest';
import { savedKeyNote } from '@/lib/options/page/key-check-text';
import type { KeyCheck } from '@/lib/service/key-check-outcome';

/** What Save says of the key it saved, from the last Test of it (issue 87, item 5). */

describe('savedKeyNote', () => {
  it.each<[string, KeyCheck | null, boolean, string | null]>([
    [
      'a key that worked',
      { outcome: 'works', rateLimit: null },
      true,
      'The key worked when you tested it.',
    ],
    [
      'a key refused',
      { outcome: 'rejected', code: 'INVALID_API_KEY' },
      false,
      'But the service refused this key when you tested it: check it, or create a new one on the dashboard.',
    ],
    [
      'a key revoked',
      { outcome: 'forbidden', code: 'KEY_REVOKED', message: null },
      true,
      'But the service refused this key when you tested it: check it, or create a new one on the dashboard.',
    ],
    [
      'a key without credit',
      { outcome: 'no-credit' },
      true,
      'When you tested it: The key is valid, but the account has no credit left (402). Top it up on the dashboard.',
    ],
    [
      'a new key not tested',
      null,
      true,
      'The key was not tested: Test checks it with one request.',
    ],
    [
      'a test that sent nothing',
      { outcome: 'no-permission', host: 'x' },
      true,
      'The key was not tested: Test checks it with one request.',
    ],
    ['a key saved before, not tested now', null, false, null],
  ])('%s', (_case, tested, keyIsNew, said) => {
    expect(savedKeyNote(tested, keyIsNew)).toBe(said);
  });
});
