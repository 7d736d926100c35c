import { i18n } from '#i18n';
import { createModel, signal } from '@preact/signals';
import { HadithError } from '../../hadith-error';
import { ask } from '../../messaging/contract';
import { formatNumber, plural } from '../../locale/locale';
import type { StoredCounts } from '../../storage/stored-counts';
import type { ImportResult } from '../../favourites/file';
import { importProgress } from '../../favourites/import-progress';

export interface DataMessage {
  tone: 'success' | 'error';
  text: string;
}

/** About how much the browser holds for the extension, when it says. */
async function estimateBytes(): Promise<number | null> {
  if (navigator.storage?.estimate === undefined) return null;
  const { usage } = await navigator.storage.estimate();
  return usage ?? null;
}

function failure(error: unknown): DataMessage {
  return { tone: 'error', text: HadithError.from(error).message };
}

/**
 * The options page's data section: what is stored, clearing the cache, and
 * favourites to and from a file. The background does every write.
 */
export const DataModel = createModel(() => {
  const counts = signal<StoredCounts | null>(null);
  const bytes = signal<number | null>(null);
  const message = signal<DataMessage | null>(null);
  const busy = signal(false);
  /** The import under way: how far it has got, once the background says. */
  const importing = signal<{ job: string; done: number; total: number } | null>(null);

  async function refresh(): Promise<void> {
    const [stored, used] = await Promise.all([ask('storedCounts'), estimateBytes()]);
    counts.value = stored;
    bytes.value = used;
  }

  /** One task at a time; the buttons stay focusable meanwhile (aria-disabled). */
  async function run(task: () => Promise<DataMessage>): Promise<void> {
    if (busy.value) return;
    busy.value = true;
    try {
      message.value = await task();
    } catch (error) {
      message.value = failure(error);
    } finally {
      busy.value = false;
    }
    await refresh().catch((error: unknown) => (message.value = failure(error)));
  }

  void refresh().catch((error: unknown) => (message.value = failure(error)));

  return {
    counts,
    bytes,
    message,
    busy,
    importing,
    /** Stops the import under way: nothing of its file is kept. */
    cancelImport: () => {
      const job = importing.value?.job;
      if (job !== undefined) void ask('cancelImport', { job }).catch(() => undefined);
    },
    clearCache: () =>
      run(async () => {
        await ask('clearCache');
        return { tone: 'success', text: i18n.t('data.cleared') };
      }),
    exportFavourites: () =>
      run(async () => {
        const file = await ask('exportFavourites');
        const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
        const link = document.createElement('a');
        link.href = URL.createObjectURL(blob);
        link.download = `hadith-favourites-${file.exportedAt.slice(0, 10)}.json`;
        link.click();
        URL.revokeObjectURL(link.href);
        const count = file.favourites.length;
        return { tone: 'success', text: plural('data.exported', count, [formatNumber(count)]) };
      }),
    importFavourites: (file: File) =>
      run(async () => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(await file.text());
        } catch {
          return {
            tone: 'error',
            text: i18n.t('data.notJson', [file.name]),
          };
        }
        const job = crypto.randomUUID();
        importing.value = { job, done: 0, total: 0 };
        const stopWatching = importProgress.watch((progress) => {
          if (progress?.job === job && importing.value?.job === job) importing.value = progress;
        });
        let result: ImportResult;
        try {
          result = await ask('importFavourites', { file: parsed, job });
        } finally {
          stopWatching();
          importing.value = null;
        }
        if (result.cancelled === true)
          return { tone: 'success', text: i18n.t('data.importCancelled') };
        const { added, alreadyThere, refused, firstRefusal } = result;
        const count = formatNumber(added);
        const text = [
          alreadyThere === 0
            ? plural('data.imported', added, [count])
            : plural('data.importedSome', added, [count, formatNumber(alreadyThere)]),
          ...(result.reviewsAdded > 0
            ? [i18n.t('data.reviewsImported', [formatNumber(result.reviewsAdded)])]
            : []),
          ...(result.reviewsSkipped > 0
            ? [i18n.t('data.reviewsSkipped', [formatNumber(result.reviewsSkipped)])]
            : []),
        ].join(' ');
        if (refused === 0) return { tone: 'success', text };
        // The good entries are in; the damaged ones are named, so the file can be mended.
        const left = plural('data.refused', refused, [formatNumber(refused), firstRefusal ?? '']);
        return { tone: 'error', text: `${text} ${left}` };
      }),
  };
});
