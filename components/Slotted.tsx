import type { ComponentChildren } from 'preact';

/** Stands for `$1` while the message is read; a private-use character no translation contains. */
const SLOT = '\uE000';

interface Props {
  /** The message, given what to put for `$1`. */
  message: (slot: string) => string;
  /** The element that goes where the message has `$1`: a link, a key, a word in bold. */
  children: ComponentChildren;
}

/** A translated sentence with an element inside it, wherever the translation places it. */
export function Slotted({ message, children }: Props) {
  const [before = '', after = ''] = message(SLOT).split(SLOT);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
