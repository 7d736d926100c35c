import { HadithError } from '../../hadith-error';
import { isHadithId } from '../../hadith/explanation';
import { isLanguageCode } from '../../locale/text-direction';
import type { Handlers } from '../../messaging/handlers';
import { type ExplainRequest, type ExplanationsMessages, MAX_REPORT_LENGTH } from '../messages';
import type { ExplanationService } from './service';

/** The request as it will be sent, or a 'bad-request' HadithError: it comes from a page. */
function checked(request: ExplainRequest): ExplainRequest {
  const { hadithId, language } = request ?? {};
  const code = typeof language === 'string' ? language.trim().toLowerCase() : '';
  if (!isHadithId(hadithId) || !isLanguageCode(code)) {
    throw new HadithError('bad-request', 'That is not a hadith the service can explain.');
  }
  return { hadithId, language: code };
}

export function createExplanationsHandlers(
  service: ExplanationService,
): Handlers<ExplanationsMessages> {
  return {
    explainHadith: ({ data }) => service.explain(checked(data)),
    storedExplanation: ({ data }) => service.stored(checked(data)),
    async reportExplanation({ data }) {
      const message = typeof data?.message === 'string' ? data.message.trim() : '';
      if (message === '' || message.length > MAX_REPORT_LENGTH) {
        throw new HadithError(
          'bad-request',
          'A report needs a few words, at most a thousand characters.',
        );
      }
      const { hadithId } = checked({ hadithId: data.hadithId, language: 'en' });
      await service.report(hadithId, message);
    },
  };
}
