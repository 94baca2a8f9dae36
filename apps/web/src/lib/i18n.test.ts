import { describe, expect, it } from 'vitest';
import { detectLanguage } from './i18n.ts';
import { storeStartupParams } from './startup.ts';
import { readStored } from './storage.ts';

describe('detectLanguage', () => {
  it.each([
    ['the lang parameter first', '?lang=fr', 'en', ['en-US'], 'fr'],
    ['the lang parameter over the browser', '?lang=en', null, ['fr-FR'], 'en'],
    ['the earlier choice when there is no parameter', '', 'fr', ['en-GB'], 'fr'],
    ['the earlier choice when the parameter is unsupported', '?lang=de', 'fr', ['en'], 'fr'],
    ['the browser language', '', null, ['fr-CM', 'en'], 'fr'],
    ['the first supported browser language', '', null, ['de-DE', 'fr'], 'fr'],
    ['English when nothing is supported', '', 'es', ['de-DE', 'it'], 'en'],
    ['English when nothing is known', '', null, [], 'en'],
  ])('takes %s', (_case, search, stored, browserLanguages, expected) => {
    expect(detectLanguage({ search, stored, browserLanguages })).toBe(expected);
  });
});

describe('storeStartupParams', () => {
  it('stores company, workFolder and lang from the query', () => {
    storeStartupParams('?company=c-1&workFolder=w-9&lang=fr&other=x');
    expect(readStored('companyId')).toBe('c-1');
    expect(readStored('workFolderId')).toBe('w-9');
    expect(readStored('language')).toBe('fr');
    expect(window.localStorage.getItem('company')).toBe('c-1');
    expect(window.localStorage.getItem('workFolder')).toBe('w-9');
  });

  it('keeps what is stored when a parameter is absent, and ignores unsupported languages', () => {
    window.localStorage.setItem('company', 'kept');
    storeStartupParams('?lang=de');
    expect(readStored('companyId')).toBe('kept');
    expect(readStored('language')).toBeNull();
  });
});
