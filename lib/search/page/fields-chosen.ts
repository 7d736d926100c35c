/**
 * The search form's fields a person set before the settings were read (the
 * page's first script reads them once its first paint is on screen): what
 * they chose stays, rather than the settings' value replacing it.
 */
export function watchFieldsChosen(root: HTMLElement): {
  /** Whether a field whose id starts with `id` was changed. */
  chose(id: string): boolean;
  stop(): void;
} {
  const chosen = new Set<string>();
  const note = (event: Event) => chosen.add((event.target as HTMLElement | null)?.id ?? '');
  root.addEventListener('input', note, true);
  root.addEventListener('change', note, true);
  return {
    chose: (id) => [...chosen].some((changed) => changed.startsWith(id)),
    stop() {
      root.removeEventListener('input', note, true);
      root.removeEventListener('change', note, true);
    },
  };
}
