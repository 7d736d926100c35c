import { action, createModel, signal } from '@preact/signals';
import { HadithError } from '../../hadith-error';
import type { Explanation } from '../../hadith/explanation';
import type { Hadith } from '../../hadith/hadith';
import { ask } from '../../messaging/contract';
import { readLocal, writeLocal } from '../../storage/setting-changes';
import type { ExplainAnswer } from '../messages';

/**
 * One hadith's explanation panel: what it shows, from asking to the answer,
 * and a report of a mistake. An explanation kept on this device is shown at
 * once; before the first one ever asked of the service, the panel says what
 * it costs and waits for the user's word.
 */
export type PanelState =
  | { kind: 'starting' }
  | { kind: 'cost' }
  | { kind: 'asking'; since: number }
  | { kind: 'shown'; explanation: Explanation }
  | { kind: 'refused'; answer: Exclude<ExplainAnswer, { kind: 'explanation' }> }
  | { kind: 'failed'; error: HadithError };

export type ReportState =
  | { kind: 'closed' }
  | { kind: 'writing'; problem: boolean }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; error: HadithError };

export const ExplanationModel = createModel((hadith: Hadith, now: () => number = Date.now) => {
  const state = signal<PanelState>({ kind: 'starting' });
  const report = signal<ReportState>({ kind: 'closed' });
  const reportText = signal('');
  let language = hadith.language;

  const explain = action(async () => {
    state.value = { kind: 'asking', since: now() };
    try {
      const answer = await ask('explainHadith', { hadithId: hadith.id, language });
      state.value =
        answer.kind === 'explanation'
          ? { kind: 'shown', explanation: answer.explanation }
          : { kind: 'refused', answer };
    } catch (error) {
      state.value = { kind: 'failed', error: HadithError.from(error) };
    }
  });

  /** Shows what is kept, else asks, once the cost has been said. */
  async function open(): Promise<void> {
    try {
      const settings = await readLocal(['language', 'explanationCostSaid']);
      // The result language, as every hadith's text: the hadith's own until the settings say.
      if (typeof settings.language === 'string' && settings.language.trim() !== '') {
        language = settings.language.trim().toLowerCase();
      }
      const kept = await ask('storedExplanation', { hadithId: hadith.id, language });
      if (kept !== null) state.value = { kind: 'shown', explanation: kept };
      else if (settings.explanationCostSaid === true) await explain();
      else state.value = { kind: 'cost' };
    } catch (error) {
      state.value = { kind: 'failed', error: HadithError.from(error) };
    }
  }
  void open();

  return {
    state,
    /** The language the explanation is asked in: the result language. */
    language: () => language,
    report,
    reportText,
    explain,
    /** The cost was read and accepted: said once, never again. */
    accept: action(async () => {
      await writeLocal({ explanationCostSaid: true });
      await explain();
    }),
    openReport: action(() => (report.value = { kind: 'writing', problem: false })),
    sendReport: action(async () => {
      const message = reportText.value.trim();
      if (message === '') return void (report.value = { kind: 'writing', problem: true });
      report.value = { kind: 'sending' };
      try {
        await ask('reportExplanation', { hadithId: hadith.id, message });
        report.value = { kind: 'sent' };
      } catch (error) {
        report.value = { kind: 'failed', error: HadithError.from(error) };
      }
    }),
  };
});
