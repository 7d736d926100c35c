import { i18n } from '#i18n';
import type { ComponentChildren } from 'preact';
// `chrome.runtime`, not the polyfill: this link is on the new tab, whose first paint must stay light.
const OPTIONS_URL = chrome.runtime.getURL('/options.html');

function openOptions(event: MouseEvent): void {
  event.preventDefault();
  // The options page opens in its own tab; when the browser cannot, follow the link instead.
  chrome.runtime.openOptionsPage(() => {
    if (chrome.runtime.lastError !== undefined) window.location.assign(OPTIONS_URL);
  });
}

interface Props {
  class?: string;
  children?: ComponentChildren;
}

/** A link to the options page, opened the way the browser prefers. */
export function OpenOptionsLink({ class: className = 'button', children }: Props) {
  return (
    <a class={className} href={OPTIONS_URL} onClick={openOptions}>
      {children ?? i18n.t('common.openOptions')}
    </a>
  );
}
