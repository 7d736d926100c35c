import { i18n } from '#i18n';
import { useSignal } from '@preact/signals';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { Explanation, ExplanationPart } from '@/lib/hadith/explanation';
import type { Hadith } from '@/lib/hadith/hadith';
import { referenceLine } from '@/lib/hadith/reference';
import { primaryLanguage } from '@/lib/locale/text-direction';
import { ExplanationModel, type PanelState } from '@/lib/explanations/page/model';
import { MAX_REPORT_LENGTH } from '@/lib/explanations/messages';
import { languageName } from '@/lib/locale/language-options';
import { formatNumber } from '@/lib/locale/locale';
import { describeError } from '@/lib/ui/error-text';

const HEADINGS: Record<ExplanationPart, () => string> = {
  short_meaning: () => i18n.t('explain.partShortMeaning'),
  long_meaning: () => i18n.t('explain.partLongMeaning'),
  context: () => i18n.t('explain.partContext'),
  legal_note: () => i18n.t('explain.partLegalNote'),
  benefit: () => i18n.t('explain.partBenefit'),
  notes: () => i18n.t('explain.partNotes'),
};

const CERTAINTY = {
  high: () => i18n.t('explain.certaintyHigh'),
  medium: () => i18n.t('explain.certaintyMedium'),
  low: () => i18n.t('explain.certaintyLow'),
};

/** Seconds since `since`, a second at a time, while an explanation is being written. */
function Waited({ since }: { since: number }) {
  const seconds = useSignal(0);
  useEffect(() => {
    const timer = setInterval(
      () => (seconds.value = Math.floor((Date.now() - since) / 1000)),
      1000,
    );
    return () => clearInterval(timer);
  }, [since]);
  return (
    <span class="explanation-waited">
      {i18n.t('explain.waited', [formatNumber(seconds.value)])}
    </span>
  );
}

/** Who wrote it, how sure it is, whether a person has read it: always above the text. */
function Provenance({ explanation, asked }: { explanation: Explanation; asked: string }) {
  const { model, provider, certainty, approved, language } = explanation;
  const by = model === null ? null : provider === null ? model : `${model} (${provider})`;
  return (
    <div class="explanation-provenance">
      <p class="explanation-ai">
        <strong>{by === null ? i18n.t('explain.aiUnnamed') : i18n.t('explain.aiBy', [by])}</strong>
      </p>
      <p>{certainty === null ? i18n.t('explain.certaintyUnknown') : CERTAINTY[certainty]()}</p>
      <p>{i18n.t(approved ? 'explain.reviewed' : 'explain.notReviewed')}</p>
      {primaryLanguage(language) !== primaryLanguage(asked) && (
        <p>{i18n.t('explain.otherLanguage', [languageName(language)])}</p>
      )}
    </div>
  );
}

function Parts({ explanation }: { explanation: Explanation }) {
  const { language } = explanation;
  return (
    // Each paragraph finds its own direction: a service may label a text with another language.
    <div class="explanation-parts" lang={language}>
      {explanation.parts.map(({ part, text }) => (
        <section key={part}>
          <h3>{HEADINGS[part]()}</h3>
          {text.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i} dir="auto">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      {explanation.shortened && <p class="explanation-note">{i18n.t('explain.shortened')}</p>}
    </div>
  );
}

function Report({ model }: { model: InstanceType<typeof ExplanationModel> }) {
  const report = model.report.value;
  if (report.kind === 'closed') {
    return (
      <button type="button" class="link-button" onClick={model.openReport}>
        {i18n.t('explain.report')}
      </button>
    );
  }
  if (report.kind === 'sent') return <p role="status">{i18n.t('explain.reportSent')}</p>;
  return (
    <form
      class="explanation-report"
      onSubmit={(event) => {
        event.preventDefault();
        void model.sendReport();
      }}
    >
      <label for="explanation-report-text">{i18n.t('explain.reportLabel')}</label>
      <textarea
        id="explanation-report-text"
        rows={3}
        maxLength={MAX_REPORT_LENGTH}
        dir="auto"
        value={model.reportText}
        onInput={(event) => (model.reportText.value = event.currentTarget.value)}
      />
      <p class="explanation-note">{i18n.t('explain.reportCost')}</p>
      {report.kind === 'writing' && report.problem && (
        <p role="alert">{i18n.t('explain.reportEmpty')}</p>
      )}
      {report.kind === 'failed' && <p role="alert">{describeError(report.error)}</p>}
      <button type="submit" class="button" disabled={report.kind === 'sending'}>
        {i18n.t('explain.reportSend')}
      </button>
    </form>
  );
}

function Body({
  model,
  state,
}: {
  model: InstanceType<typeof ExplanationModel>;
  state: PanelState;
}) {
  switch (state.kind) {
    case 'starting':
      return null;
    case 'cost':
      return (
        <div class="explanation-cost">
          <p>{i18n.t('explain.cost')}</p>
          <button type="button" class="button" onClick={() => void model.accept()}>
            {i18n.t('explain.costAccept')}
          </button>
        </div>
      );
    case 'asking':
      return (
        <div class="explanation-progress" role="status">
          <p>{i18n.t('explain.asking')}</p>
          <p class="explanation-note">
            {i18n.t('explain.writing')} <Waited since={state.since} />
          </p>
        </div>
      );
    case 'shown':
      return (
        <>
          <Provenance explanation={state.explanation} asked={model.language()} />
          <Parts explanation={state.explanation} />
          <div class="explanation-actions">
            <Report model={model} />
          </div>
        </>
      );
    case 'refused':
      return <p role="status">{i18n.t(`explain.${state.answer.kind}`)}</p>;
    case 'failed':
      return (
        <div role="alert">
          <p>{describeError(state.error)}</p>
          <button type="button" class="button" onClick={() => void model.explain()}>
            {i18n.t('explain.retry')}
          </button>
        </div>
      );
  }
}

/**
 * A hadith's AI explanation, in a modal panel at the side of the page (over
 * the card, never pushing it away), closed with Escape or its button. The
 * model's text is kept apart from the hadith's own: under its own headings,
 * below who wrote it and how sure it is.
 */
export function ExplanationDialog({ hadith, onClose }: { hadith: Hadith; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const model = useMemo(() => new ExplanationModel(hadith), [hadith]);
  useEffect(() => {
    dialog.current?.showModal();
    return () => model[Symbol.dispose]();
  }, [model]);
  const titleId = `explanation-title-${hadith.id}`;
  return (
    <dialog
      ref={dialog}
      class="explanation"
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop (the dialog itself, outside its content) closes it.
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}
    >
      <div class="explanation-content">
        <header class="explanation-header">
          <h2 id={titleId}>{i18n.t('explain.titleFor', [referenceLine(hadith)])}</h2>
          <button
            type="button"
            class="button button-quiet explanation-close"
            onClick={() => dialog.current?.close()}
          >
            {i18n.t('explain.close')} <kbd aria-hidden="true">Esc</kbd>
          </button>
        </header>
        <Body model={model} state={model.state.value} />
      </div>
    </dialog>
  );
}
