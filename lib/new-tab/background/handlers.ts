import { HadithError } from '../../hadith-error';
import type { PreparedHadith } from '../../hadith/prepared-hadith';
import type { Handlers } from '../../messaging/handlers';
import { validateHadith } from '../../hadith/validate';
import { HISTORY_LIMIT } from '../../storage/history';
import type { NewTabReport } from '../plan';
import type { NewTabService } from './service';
import type { NewTabMessages } from '../messages';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function validateEntry(value: unknown): PreparedHadith {
  const entry = value as Partial<PreparedHadith> | null;
  if (typeof entry !== 'object' || entry === null || typeof entry.language !== 'string') {
    throw new HadithError('bad-request', 'The new tab reported something it cannot have shown.');
  }
  return {
    hadith: validateHadith(entry.hadith),
    source: entry.source === 'pool' || entry.source === 'cache' ? entry.source : 'bundled',
    language: entry.language,
    favourite: entry.favourite === true,
    notice: entry.notice ?? null,
  };
}

/** The report as a page sent it, checked: it is stored as the hadith of the day. */
function validateReport(value: unknown): NewTabReport {
  const report = value as Partial<NewTabReport> | null;
  const today = report?.today;
  const dailyFor = report?.dailyFor ?? null;
  if (typeof today !== 'string' || !DAY.test(today) || (dailyFor !== null && !DAY.test(dailyFor))) {
    throw new HadithError('bad-request', 'The new tab reported an impossible day.');
  }
  const shown = report?.shown == null ? null : validateEntry(report.shown);
  return { shown, dailyFor, today };
}

/** The pages' data is checked here: what reaches the service is well formed. */
export function createNewTabHandlers(service: NewTabService): Handlers<NewTabMessages> {
  return {
    async newTabShown({ data }) {
      return service.report(validateReport(data));
    },
    async recentHadiths({ data }) {
      const limit = Number(data?.limit);
      const wanted = Number.isInteger(limit) && limit > 0 ? Math.min(limit, HISTORY_LIMIT) : 20;
      return service.recent(wanted);
    },
    async clearCache() {
      await service.clearCache();
    },
  };
}
