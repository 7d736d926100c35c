import { browser } from '#imports';
import { i18n } from '#i18n';
import { liveQuery, type Subscription } from 'dexie';
import { formatNumber, plural } from '../../locale/locale';
import { nextLocalMidnight } from '../../locale/local-day';
import * as settings from '../../storage/settings';
import type { ReviewStore } from './store';
import { preferences } from './reviews';

/**
 * The reviews due today as the toolbar icon's badge ("3", "٣"), titled in
 * words ("3 reviews due"); nothing when none is due or the user turned it
 * off. Dexie's live query recounts whenever the learnt cards or their
 * favourites change (an answer, Learn, Stop learning, an import, sync), and
 * an alarm at the user's local midnight moves "today" on. No request, no polling.
 */

export const BADGE_ALARM = 'review-badge';
/** The badge holds about four characters. */
const MOST_SHOWN = 99;
/** The extension's accent (assets/base.css), with the white the icon's text needs. */
const BADGE_COLOUR = '#1e6b58';

export interface ReviewBadge {
  /** Counts again from now: the worker started, the day or the preference changed. */
  refresh(): Promise<void>;
}

async function show(count: number): Promise<void> {
  // Firefox's MV2 build has the older name.
  const action = browser.action ?? browser.browserAction;
  const text =
    count === 0 ? '' : formatNumber(Math.min(count, MOST_SHOWN)) + (count > MOST_SHOWN ? '+' : '');
  const title =
    count === 0
      ? i18n.t('extension.actionTitle')
      : plural('review.badgeTitle', count, [formatNumber(count)]);
  await Promise.all([
    action.setBadgeText({ text }),
    action.setTitle({ title }),
    count === 0 ? null : action.setBadgeBackgroundColor({ color: BADGE_COLOUR }),
    count === 0 ? null : action.setBadgeTextColor?.({ color: '#ffffff' }),
  ]);
}

export function startReviewBadge(store: ReviewStore): ReviewBadge {
  let watching: Subscription | null = null;
  /** Refreshes run one after another, so only the last one's query stays subscribed. */
  let queue = Promise.resolve();

  async function watch(): Promise<void> {
    watching?.unsubscribe();
    watching = null;
    if (!(await preferences()).badge) {
      await browser.alarms.clear(BADGE_ALARM);
      return show(0);
    }
    const until = nextLocalMidnight(Date.now());
    watching = liveQuery(() => store.dueBefore(until)).subscribe({
      next: ({ due, learnt }) => {
        void show(due);
        // Midnight moves "today" on, once anything is learnt: before, nothing is ever shown.
        if (learnt > 0) void browser.alarms.create(BADGE_ALARM, { when: until });
        else void browser.alarms.clear(BADGE_ALARM);
      },
      // The count could not be read: no number is better than a wrong one.
      error: () => void show(0),
    });
  }

  function refresh(): Promise<void> {
    queue = queue.then(watch, watch);
    return queue;
  }

  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === BADGE_ALARM) void refresh();
  });
  // The browser forgets the badge when it quits: a start brings the worker back to set it.
  browser.runtime.onStartup.addListener(() => void refresh());
  settings.reviewPreferences.watch(() => void refresh());
  void refresh();
  return { refresh };
}
