/** Hosts where plain `http:` is allowed: a service running on this machine. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

export type UrlCheck = { ok: true; url: string } | { ok: false; problem: string };

/**
 * Checks a service address typed by the user: `https:` only, except `http:`
 * for a local service. The problem is phrased to follow the field's name.
 */
export function checkServiceUrl(value: string): UrlCheck {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, problem: 'is not a web address (for example https://api.example.com).' };
  }
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    return {
      ok: false,
      problem: 'must start with https:// (http:// is allowed only for localhost and 127.0.0.1).',
    };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, problem: 'must not contain a user name or password.' };
  }
  if (url.search !== '' || url.hash !== '') {
    return { ok: false, problem: 'must not contain ? or #: paths are added to it.' };
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
