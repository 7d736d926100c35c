import { i18n } from '#i18n';
import { useSignal, type Signal } from '@preact/signals';

interface Props {
  id: string;
  value: Signal<string>;
  onInput: (value: string) => void;
  describedBy?: string;
}

/** The API key as a password field, with a button to reveal it while checking a paste. */
export function ApiKeyInput({ id, value, onInput, describedBy }: Props) {
  const visible = useSignal(false);
  const common = {
    id,
    name: 'apiKey',
    autoComplete: 'off',
    spellcheck: false,
    value,
    onInput: (event: { currentTarget: HTMLInputElement }) => onInput(event.currentTarget.value),
    'aria-describedby': describedBy,
  };
  return (
    <div class="secret">
      {/* Same element in both branches: Preact only flips `type`, so focus and caret stay. */}
      {visible.value ? <input type="text" {...common} /> : <input type="password" {...common} />}
      <button
        type="button"
        class="button button-quiet"
        aria-controls={id}
        onClick={() => (visible.value = !visible.value)}
      >
        {i18n.t(visible.value ? 'common.hide' : 'common.show')}
      </button>
    </div>
  );
}
