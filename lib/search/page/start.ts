import type { ComponentChild } from 'preact';
import { renderFirstPaint } from '../../ui/app-start';
import { followAppearance } from '../../ui/appearance';
import { readSearchSettings } from '../../storage/setting-changes';
import { offeredPageSize } from '../page-sizes';
import type { SearchModel } from './model';
import { watchFieldsChosen } from './fields-chosen';
import { dropOlderPages, rememberSearchPreferences } from './snapshot';

/** The settings as a search page takes them, read once its first paint is on screen. */
export interface ReadSettings {
  language: string;
  /** The page size, as the form offers it. */
  limit: number;
  /** Words or meaning, as the search pages last chose. */
  mode: 'words' | 'meaning';
  /** Whether a field whose id starts with `id` was set before they were read: its choice stays. */
  chose(id: string): boolean;
}

/**
 * Draws a search page (the popup, the results page) from its first script and
 * starts it: `app` is rendered at once as the first paint; once that is on
 * screen the appearance is followed, the pages an earlier version kept are
 * dropped, and the settings are read, their copy kept for the next opening's
 * paint; `fill` gives the model what the page left to them; then the model
 * starts, sending a search asked for meanwhile in the language read.
 */
export function renderSearchPage(
  app: ComponentChild,
  model: InstanceType<typeof SearchModel>,
  fill: (settings: ReadSettings) => void | Promise<void>,
): void {
  const root = document.getElementById('app')!;
  const fields = watchFieldsChosen(root);
  renderFirstPaint(app, root, () => {
    followAppearance();
    dropOlderPages();
    void readSearchSettings()
      .then(({ language, resultsPerPage, searchMode }) => {
        const limit = offeredPageSize(resultsPerPage);
        rememberSearchPreferences({ language, limit });
        return fill({ language, limit, mode: searchMode, chose: fields.chose });
      })
      .finally(() => {
        fields.stop();
        model.start();
      });
  });
}
