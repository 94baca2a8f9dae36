import { describe, expect, it, vi } from 'vitest';
import { signInAs } from '../test/render.tsx';
import { addLanguageResources, i18n } from './i18n.ts';
import { currentLanguage, detectLanguage, switchLanguage } from './language.ts';
import { storeStartupParams, takeStartupSelection } from './startup.ts';
import { readStored } from './storage.ts';

describe('detectLanguage', () => {
  it.each([
    ['the lang parameter first', '?lang=fr', 'en', ['en-US'], 'fr'],
    ['the lang parameter over the browser', '?lang=en', null, ['fr-FR'], 'en'],
    ['the earlier choice when there is no parameter', '', 'fr', ['en-GB'], 'fr'],
    ['English for an unsupported parameter, over an earlier choice', '?lang=de', 'fr', ['en'], 'en'],
    ['English for an unsupported parameter, over a French browser', '?lang=de', null, ['fr-FR', 'fr'], 'en'],
    ['the browser language', '', null, ['fr-CM', 'en'], 'fr'],
    ['the first supported browser language', '', null, ['de-DE', 'fr'], 'fr'],
    ['English when nothing is supported', '', 'es', ['de-DE', 'it'], 'en'],
    ['English when nothing is known', '', null, [], 'en'],
  ])('takes %s', (_case, search, stored, browserLanguages, expected) => {
    expect(detectLanguage({ search, stored, browserLanguages })).toBe(expected);
  });
});

describe('storeStartupParams', () => {
  it('stores lang, and company for the login when signed out; the work folder waits to be checked', () => {
    storeStartupParams('?company=c-1&workFolder=w-9&lang=fr&other=x');
    expect(readStored('companyId')).toBe('c-1');
    expect(readStored('workFolderId')).toBeNull();
    expect(readStored('language')).toBe('fr');
    expect(window.localStorage.getItem('company')).toBe('c-1');
    expect(takeStartupSelection()).toEqual({ companyId: null, workFolderId: 'w-9' });
    expect(takeStartupSelection()).toEqual({ companyId: null, workFolderId: null });
  });

  it('keeps company and work folder apart from storage while signed in, until the shell checks them', () => {
    signInAs();
    window.localStorage.setItem('company', 'mine');
    storeStartupParams('?company=c-foreign&workFolder=w-foreign');
    expect(readStored('companyId')).toBe('mine');
    expect(readStored('workFolderId')).toBeNull();
    expect(takeStartupSelection()).toEqual({ companyId: 'c-foreign', workFolderId: 'w-foreign' });
  });

  it('keeps what is stored when a parameter is absent, and ignores unsupported languages', () => {
    window.localStorage.setItem('company', 'kept');
    storeStartupParams('?lang=de');
    expect(readStored('companyId')).toBe('kept');
    expect(readStored('language')).toBeNull();
  });
});

describe('words loaded one language at a time', () => {
  it('loads the current language when registered, and the other one before switching to it', async () => {
    await switchLanguage('en');
    const loader = vi.fn(async (language: 'en' | 'fr') => ({
      wordsProbe: { greeting: language === 'fr' ? 'Bonjour' : 'Hello' },
    }));
    await addLanguageResources(loader);
    expect(loader.mock.calls).toEqual([['en']]);
    expect(i18n.getResource('en', 'wordsProbe', 'greeting')).toBe('Hello');

    const switching = switchLanguage('fr');
    expect(currentLanguage()).toBe('en');
    await switching;
    expect(loader.mock.calls).toEqual([['en'], ['fr']]);
    expect(currentLanguage()).toBe('fr');
    expect(i18n.getResource('fr', 'wordsProbe', 'greeting')).toBe('Bonjour');
    await switchLanguage('en');
  });
});
