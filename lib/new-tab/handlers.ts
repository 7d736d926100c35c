import { HadithError } from '../hadith-error';
import { validateHadith } from '../storage/favourites';
import { isOwnPage, type MessageSender } from '../messaging/handlers';
import type { PreparedHadith } from '../hadith/prepared-hadith';
import type { NewTabReport } from './plan';
import { newTabMessenger, type NewTabProtocolMap } from './protocol';
import type { NewTabService } from './service';

export type NewTabHandlers = {
  [K in keyof NewTabProtocolMap]: (message: {
    data: Parameters<NewTabProtocolMap[K]>[0];
    sender: MessageSender;
  }) => Promise<ReturnType<NewTabProtocolMap[K]>>;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function assertOwnPage(sender: MessageSender): void {
  if (!isOwnPage(sender)) {
    throw new HadithError('forbidden', 'Only Hadith Lookup’s own pages may ask the background.');
  }
}

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

export function createNewTabHandlers(service: NewTabService): NewTabHandlers {
  return {
    async newTabShown({ data, sender }) {
      assertOwnPage(sender);
      return service.report(validateReport(data));
    },
    async setFavourite({ data, sender }) {
      assertOwnPage(sender);
      return service.setFavourite(validateHadith(data?.hadith), data?.favourite === true);
    },
    async isFavourite({ data, sender }) {
      assertOwnPage(sender);
      return service.isFavourite(Number(data?.id));
    },
    async listFavourites({ sender }) {
      assertOwnPage(sender);
      return service.listFavourites();
    },
    async clearCache({ sender }) {
      assertOwnPage(sender);
      await service.clearCache();
    },
  };
}

/** Listens for the new tab's messages; returns the function that stops listening. */
export function registerNewTabHandlers(handlers: NewTabHandlers): () => void {
  const removers = [
    newTabMessenger.onMessage('newTabShown', handlers.newTabShown),
    newTabMessenger.onMessage('setFavourite', handlers.setFavourite),
    newTabMessenger.onMessage('isFavourite', handlers.isFavourite),
    newTabMessenger.onMessage('listFavourites', handlers.listFavourites),
    newTabMessenger.onMessage('clearCache', handlers.clearCache),
  ];
  return () => removers.forEach((remove) => remove());
}
