import { i18n } from '#i18n';
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { CopyButton } from '@/components/CopyButton';
import { MAX_NOTE_LENGTH } from '@/lib/favourites/favourite';
import type { FavouritesModel } from '@/lib/favourites/page/model';
import { formatNumber, formatTime, plural } from '@/lib/locale/locale';
import type { FavouriteHadith } from '@/lib/storage/db';
import type { NoteVersion } from '@/lib/favourites/favourite';
import { describeError } from '@/lib/ui/error-text';

type Model = InstanceType<typeof FavouritesModel>;

/** A pause in typing this long saves the note; leaving the field saves it at once. */
const NOTE_PAUSE_MS = 500;

/**
 * The versions of a note that an edit on another browser replaced (sync keeps
 * them), closed until asked for: each can be copied, or put back as the note.
 */
function EarlierVersions({
  versions,
  onPutBack,
}: {
  versions: NoteVersion[];
  onPutBack: (note: string) => void;
}) {
  if (versions.length === 0) return null;
  return (
    <details class="note-versions">
      <summary>
        {plural('favourites.earlierVersions', versions.length, [formatNumber(versions.length)])}
      </summary>
      <ol>
        {versions.map((version) => (
          <li key={`${version.at}-${version.note}`}>
            <p dir="auto">{version.note}</p>
            <p class="hint">
              {i18n.t('favourites.writtenAt', [
                formatTime(version.at, { dateStyle: 'medium', timeStyle: 'short' }),
              ])}
            </p>
            <div class="result-actions">
              <CopyButton text={() => version.note} />
              <button type="button" class="link-button" onClick={() => onPutBack(version.note)}>
                {i18n.t('favourites.putBack')}
              </button>
            </div>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** A favourite's note, saved as it is typed, with the versions sync kept of it. */
export function NoteField({ favourite, model }: { favourite: FavouriteHadith; model: Model }) {
  const status = useSignal<string>('');
  const field = useRef<HTMLTextAreaElement>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; text: string } | null>(null);
  const id = `note-${favourite.id}`;

  function save(text: string): void {
    pending.current = null;
    model.saveNote(favourite.id, text).then(
      () => (status.value = i18n.t('favourites.noteSaved')),
      (error: Parameters<typeof describeError>[0]) =>
        (status.value = i18n.t('favourites.noteNotSaved', [describeError(error)])),
    );
  }

  function flush(): void {
    const waiting = pending.current;
    if (waiting === null) return;
    clearTimeout(waiting.timer);
    save(waiting.text);
  }

  // A note still waiting when the card goes (a new page, a filter) is saved, not lost.
  useEffect(() => flush, []);

  return (
    <div class="field favourite-note">
      <label for={id}>{i18n.t('favourites.note')}</label>
      <textarea
        id={id}
        ref={field}
        rows={2}
        maxLength={MAX_NOTE_LENGTH}
        // A note is in whatever language its writer chose, whatever the interface's.
        dir="auto"
        defaultValue={favourite.note ?? ''}
        aria-describedby={`${id}-status`}
        onInput={(event) => {
          const text = event.currentTarget.value;
          if (pending.current !== null) clearTimeout(pending.current.timer);
          status.value = '';
          pending.current = { timer: setTimeout(() => save(text), NOTE_PAUSE_MS), text };
        }}
        onBlur={flush}
      />
      <p class="hint" id={`${id}-status`} aria-live="polite">
        {status.value}
      </p>
      <EarlierVersions
        versions={model.earlierNotes.value[favourite.id] ?? []}
        onPutBack={(note) => {
          // Put back, it is the note again: an edit like any other, which syncs.
          if (field.current !== null) field.current.value = note;
          if (pending.current !== null) clearTimeout(pending.current.timer);
          save(note);
        }}
      />
    </div>
  );
}
