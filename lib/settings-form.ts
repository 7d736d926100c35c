import { DEFAULT_API_BASE_URL, DEFAULT_LANGUAGE, effectiveSearchBaseUrl } from './settings';
import { checkServiceUrl, hostPermissionPattern } from './url-validation';

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
  | { ok: true; values: SettingsForm; permissions: NeededPermission[] }
  | { ok: false; field: keyof SettingsForm; message: string };

/** The production origin is granted at install; every other one is asked for. */
const DEFAULT_ORIGIN = new URL(DEFAULT_API_BASE_URL).origin;

const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/**
 * Validates the form and works out what to store and which host permissions
 * to request. Pure, so the submit handler can run it before any await.
 */
export function planSave(form: SettingsForm): SavePlan {
  const apiInput = form.apiBaseUrl.trim() === '' ? DEFAULT_API_BASE_URL : form.apiBaseUrl;
  const api = checkServiceUrl(apiInput);
  if (!api.ok) return { ok: false, field: 'apiBaseUrl', message: `API base URL ${api.problem}` };

  let searchBase = '';
  if (form.searchBaseUrl.trim() !== '') {
    const search = checkServiceUrl(form.searchBaseUrl);
    if (!search.ok) {
      return { ok: false, field: 'searchBaseUrl', message: `Search base URL ${search.problem}` };
    }
    searchBase = search.url;
  }

  const language = form.language.trim() === '' ? DEFAULT_LANGUAGE : form.language.trim();
  if (!LANGUAGE_CODE.test(language)) {
    return {
      ok: false,
      field: 'language',
      message: 'Language must be a language code such as en, ar or ur.',
    };
  }

  const values = {
    apiKey: form.apiKey.trim(),
    apiBaseUrl: api.url,
    searchBaseUrl: searchBase,
    language,
  };
  return { ok: true, values, permissions: neededPermissions(values) };
}

function neededPermissions(values: SettingsForm): NeededPermission[] {
  const uses = [
    { url: values.apiBaseUrl, feature: 'hadiths on the new tab' },
    { url: effectiveSearchBaseUrl(values.apiBaseUrl, values.searchBaseUrl), feature: 'search' },
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
  const hosts = permissions.map((p) => p.host).join(' and ');
  const features = [...new Set(permissions.flatMap((p) => p.features))].join(' and ');
  return `Permission to reach ${hosts} was not granted, so ${features} would not work. Nothing was saved; the previous settings are kept.`;
}
