import type { ComponentChildren } from 'preact';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

/** A labelled `<select>` in an options form, with an optional hint under it. */
export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onChoose,
  hint,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChoose: (value: T) => void;
  hint?: ComponentChildren;
}) {
  const hintId = `${id}-hint`;
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select
        id={id}
        value={value}
        // The options offered are the only values the select can hold.
        onChange={(event) => onChoose(event.currentTarget.value as T)}
        aria-describedby={hint === undefined ? undefined : hintId}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint !== undefined && (
        <p class="hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * A labelled group of radio buttons, for a choice whose options are sentences:
 * unlike a closed `<select>`, each wraps on a narrow window instead of being cut.
 */
export function RadioField<T extends string>({
  id,
  label,
  value,
  options,
  onChoose,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChoose: (value: T) => void;
}) {
  return (
    <fieldset class="field radio-field" role="radiogroup" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`}>{label}</legend>
      {options.map((option) => (
        <label key={option.value} class="radio-choice">
          <input
            type="radio"
            name={id}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChoose(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
