import { i18n } from '#i18n';
import { isolateAddress } from '../../hadith/bidi';
import { isLanguageCode } from '../../locale/text-direction';
import { PRODUCTION_HOSTS } from '../../service/codes';
import {
  cleanApiKey,
  DEFAULT_API_BASE_URL,
  DEFAULT_LANGUAGE,
  effectiveSearchBaseUrl,
} from '../../storage/settings';
import { formatList } from '../../locale/locale';
import { checkServiceUrl, hostPermissionPattern } from '../../service/url-validation';

/** The options form's fields, as typed. */
export interface SettingsForm {
  apiKey: string;
  apiBaseUrl: string;
  searchBaseUrl: string;
  language: string;
}

/** A host permission to ask for, and what stops working without it. */
export interface NeededPermission {
  pattern: string;
  host: string;
  features: string[];
}

export type SavePlan =
  | {
      ok: true;
      values: SettingsForm;
      permissions: NeededPermission[];
      /** What was changed in the addresses as typed, and why, to say once saved. */
      notes: string[];
    }
  | { ok: false; field: keyof SettingsForm; message: string };

/** The production service's origin, granted at install: saving or testing it asks nothing. */
export const DEFAULT_ORIGIN = new URL(DEFAULT_API_BASE_URL).origin;

/** The API address as typed: left blank, it is the production service's. */
export function typedApiBase(typed: string): string {
  return typed.trim() === '' ? DEFAULT_API_BASE_URL : typed;
}

/**
 * An address on the production service, put in the layout it answers at: its
 * routes sit under /v1, which the search base must end with and the API base
 * must not (the client adds `/v1/hadiths/random` to it). Others as typed.
 */
function productionLayout(url: string, role: 'api' | 'search'): string {
  const parsed = new URL(url);
  if (!PRODUCTION_HOSTS.includes(parsed.hostname)) return url;
  const path = parsed.pathname.replace(/\/+$/, '');
  if (role === 'search' && path === '') return `${parsed.origin}/v1`;
  if (role === 'api' && path === '/v1') return parsed.origin;
  return url;
}

/**
 * Validates the form and works out what to store and which host permissions
 * to request. Pure, so the submit handler can run it before any await.
 */
export function planSave(form: SettingsForm): SavePlan {
  const api = checkServiceUrl(typedApiBase(form.apiBaseUrl));
  if (!api.ok) {
    const message = i18n.t('common.fieldProblem', [i18n.t('options.apiBaseUrl'), api.problem]);
    return { ok: false, field: 'apiBaseUrl', message };
  }
  const notes: string[] = [];
  const apiBase = productionLayout(api.url, 'api');
  if (apiBase !== api.url)
    notes.push(i18n.t('options.apiBaseWithoutV1', [isolateAddress(apiBase)]));

  let searchBase = '';
  if (form.searchBaseUrl.trim() !== '') {
    const search = checkServiceUrl(form.searchBaseUrl);
    if (!search.ok) {
      const name = i18n.t('options.searchBaseUrl');
      const message = i18n.t('common.fieldProblem', [name, search.problem]);
      return { ok: false, field: 'searchBaseUrl', message };
    }
    searchBase = productionLayout(search.url, 'search');
    if (searchBase !== search.url)
      notes.push(i18n.t('options.searchBaseWithV1', [isolateAddress(searchBase)]));
  }

  const language = checkLanguage(form.language);
  if (!language.ok) return { ok: false, field: 'language', message: language.message };

  const values = {
    apiKey: cleanApiKey(form.apiKey),
    apiBaseUrl: apiBase,
    searchBaseUrl: searchBase,
    language: language.language,
  };
  return { ok: true, values, permissions: neededPermissions(values), notes };
}

/** A typed result language, checked: empty means the default; else a code such as `en` or `pt-BR`. */
export function checkLanguage(
  typed: string,
): { ok: true; language: string } | { ok: false; message: string } {
  const language = typed.trim() === '' ? DEFAULT_LANGUAGE : typed.trim();
  return isLanguageCode(language)
    ? { ok: true, language }
    : { ok: false, message: i18n.t('options.invalidLanguage') };
}

function neededPermissions(values: SettingsForm): NeededPermission[] {
  const uses = [
    { url: values.apiBaseUrl, feature: i18n.t('options.featureNewTab') },
    {
      url: effectiveSearchBaseUrl(values.apiBaseUrl, values.searchBaseUrl),
      feature: i18n.t('options.featureSearch'),
    },
  ];
  const byPattern = new Map<string, NeededPermission>();
  for (const { url, feature } of uses) {
    if (new URL(url).origin === DEFAULT_ORIGIN) continue;
    const pattern = hostPermissionPattern(url);
    const known = byPattern.get(pattern);
    if (known) known.features.push(feature);
    else byPattern.set(pattern, { pattern, host: new URL(url).hostname, features: [feature] });
  }
  return [...byPattern.values()];
}

/** The sentence shown when the user refuses the host permissions. */
export function describeRefusal(permissions: NeededPermission[]): string {
  const hosts = formatList(permissions.map((p) => p.host));
  const features = formatList([...new Set(permissions.flatMap((p) => p.features))]);
  return i18n.t('options.refused', [hosts, features]);
}
