import { describe, expect, it } from 'vitest';
import { checkServiceUrl, hostPermissionPattern } from '@/lib/service/url-validation';

describe('checkServiceUrl', () => {
  it.each([
    ['https://api.hadith.mumin.ink', 'https://api.hadith.mumin.ink'],
    ['  https://api.example.com/  ', 'https://api.example.com'],
    ['https://example.com:8443/hadith/v1/', 'https://example.com:8443/hadith/v1'],
    ['http://localhost:8787', 'http://localhost:8787'],
    ['http://127.0.0.1:8787/v1', 'http://127.0.0.1:8787/v1'],
    ['HTTPS://API.EXAMPLE.COM', 'https://api.example.com'],
  ])('accepts %s as %s', (input, url) => {
    expect(checkServiceUrl(input)).toEqual({ ok: true, url });
  });

  it.each([
    ['http://api.example.com', /must start with https:\/\//],
    ['http://192.168.1.10:8787', /must start with https:\/\//],
    ['http://localhost.example.com', /must start with https:\/\//],
    ['ftp://127.0.0.1', /must start with https:\/\//],
    ['javascript:alert(1)', /must start with https:\/\//],
    ['api.example.com', /is not a web address/],
    ['', /is not a web address/],
    ['https://user:secret@api.example.com', /user name or password/],
    ['https://api.example.com/?key=1', /must not contain \? or #/],
    ['https://api.example.com/#top', /must not contain \? or #/],
  ])('refuses %s', (input, problem) => {
    const check = checkServiceUrl(input);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problem).toMatch(problem);
  });
});

describe('hostPermissionPattern', () => {
  it.each([
    ['https://api.example.com/v1', 'https://api.example.com/*'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1/*'],
    ['https://example.com:8443/x', 'https://example.com/*'],
  ])('%s needs %s', (url, pattern) => {
    expect(hostPermissionPattern(url)).toBe(pattern);
  });
});
