import { i18n } from '#i18n';

/**
 * The sentence an options form shows once `write` settles: "Saved." (or
 * `saved`, made once the write is done) or why not.
 */
export async function saveOutcome(
  write: Promise<void>,
  saved: string | (() => string) = i18n.t('common.saved'),
): Promise<string> {
  try {
    await write;
    return typeof saved === 'string' ? saved : saved();
  } catch (error) {
    return i18n.t('common.notSaved', [error instanceof Error ? error.message : String(error)]);
  }
}
