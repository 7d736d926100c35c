import { i18n } from '#i18n';
import type { Signal } from '@preact/signals';

interface Props {
  id: string;
  name: string;
  label: string;
  value: Signal<string>;
  /** What `Reset to default` puts back: the default address, or empty for "derived". */
  defaultValue: string;
  placeholder: string | Signal<string>;
  onInput: (value: string) => void;
  invalid?: boolean;
  hint: string;
}

/** A service address: `https:` (or `http:` on this machine), with a way back to the default. */
export function AddressInput(props: Props) {
  const { id, name, label, value, defaultValue, onInput, hint } = props;
  const hintId = `${id}-hint`;
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <div class="address">
        <input
          id={id}
          name={name}
          type="url"
          inputMode="url"
          spellcheck={false}
          placeholder={props.placeholder}
          value={value}
          onInput={(event) => onInput(event.currentTarget.value)}
          aria-invalid={props.invalid || undefined}
          aria-describedby={hintId}
        />
        <button
          type="button"
          class="button button-quiet"
          aria-describedby={id}
          disabled={value.value === defaultValue}
          onClick={() => onInput(defaultValue)}
        >
          {i18n.t('common.resetToDefault')}
        </button>
      </div>
      <p class="hint" id={hintId}>
        {hint}
      </p>
    </div>
  );
}
