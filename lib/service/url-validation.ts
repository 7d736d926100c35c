import { i18n } from '#i18n';

/** Hosts where plain `http:` is allowed: a service running on this machine. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

export type UrlCheck = { ok: true; url: string } | { ok: false; problem: string };

/**
 * Checks a service address typed by the user: `https:` only, except `http:`
 * for a local service. The problem is phrased to follow the field's name (message `common.fieldProblem`).
 */
export function checkServiceUrl(value: string): UrlCheck {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, problem: i18n.t('address.notAddress') };
  }
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    return { ok: false, problem: i18n.t('address.notHttps') };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, problem: i18n.t('address.credentials') };
  }
  if (url.search !== '' || url.hash !== '') {
    return { ok: false, problem: i18n.t('address.queryOrHash') };
  }
  return { ok: true, url: url.href.replace(/\/+$/, '') };
}

/**
 * The host permission pattern for a service address. Without the port: a
 * pattern covers every port, and Firefox rejects patterns that name one.
 */
export function hostPermissionPattern(url: string): string {
  const { protocol, hostname } = new URL(url);
  return `${protocol}//${hostname}/*`;
}
