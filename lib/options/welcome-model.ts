import { createModel, signal } from '@preact/signals';
import type { Hadith } from '../hadith/hadith';
import { HadithError } from '../hadith-error';
import { ask } from '../messaging/contract';

/** The welcome page's hadith: one from the bundled collection, asked of the background. */
export const WelcomeModel = createModel(() => {
  const hadith = signal<Hadith | null>(null);
  const problem = signal<string | null>(null);
  ask('welcomeHadith').then(
    (found) => (hadith.value = found),
    (error: unknown) => (problem.value = HadithError.from(error).message),
  );
  return { hadith, problem };
});
