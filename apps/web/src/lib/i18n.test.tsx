import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { forgetWords, looksLikeKey, signInAs, watchTexts } from '../test/render.tsx';
import { i18n, loadWords, withWords } from './i18n.ts';
import { currentLanguage, detectLanguage, switchLanguage, useLanguage } from './language.ts';
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

/** The language store's and i18next's language drawn together: the switch must change both at once. */
function AuditTitle() {
  const { t } = useTranslation('audit');
  return <h1>{`${useLanguage()} ${t('title')}`}</h1>;
}

function InvitationSentTitle() {
  const { t } = useTranslation('users');
  return <h1>{t('invitationSent.title')}</h1>;
}

describe('words loaded one namespace and one language at a time', () => {
  it('loads a namespace in the current language only', async () => {
    forgetWords('audit');
    await loadWords(['audit']);
    expect(i18n.getResource('en', 'audit', 'title')).toBe('Audit trail');
    expect(i18n.hasResourceBundle('fr', 'audit')).toBe(false);
  });

  it("fetches a lazy module's words without waiting for the module", async () => {
    forgetWords('audit');
    let arrive: (module: { page: string }) => void = () => {};
    const loading = withWords(new Promise<{ page: string }>((resolve) => (arrive = resolve)), ['audit']);
    await waitFor(() => expect(i18n.hasResourceBundle('en', 'audit')).toBe(true));
    arrive({ page: 'audit' });
    expect(await loading).toEqual({ page: 'audit' });
    expect(i18n.hasResourceBundle('fr', 'audit')).toBe(false);
  });

  it('fails, as a chunk that does not load, when words cannot be had', async () => {
    await expect(loadWords(['nowhere'])).rejects.toThrow('The en words of nowhere did not load');
  });

  it('gives a component its words when no route loaded its namespace, without showing keys meanwhile', async () => {
    forgetWords('users');
    const drawn = watchTexts();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <InvitationSentTitle />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Invitation sent' })).toBeInTheDocument();
    drawn.stop();
    expect(drawn.texts.filter(looksLikeKey)).toEqual([]);
    expect(i18n.hasResourceBundle('fr', 'users')).toBe(false);
  });

  it('loads the other language of every loaded namespace before switching, and no other namespace', async () => {
    forgetWords('audit', 'matching');
    await loadWords(['audit']);
    const drawn = watchTexts();
    render(<AuditTitle />);
    expect(screen.getByRole('heading', { name: 'en Audit trail' })).toBeInTheDocument();

    const switching = switchLanguage('fr');
    expect(currentLanguage()).toBe('en');
    await act(() => switching);
    expect(currentLanguage()).toBe('fr');
    expect(await screen.findByRole('heading', { name: "fr Journal d'audit" })).toBeInTheDocument();
    drawn.stop();
    expect(drawn.texts.filter(looksLikeKey)).toEqual([]);
    expect(drawn.texts).not.toContain('fr Audit trail');
    expect(i18n.hasResourceBundle('fr', 'audit')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'matching')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'matching')).toBe(false);
  });
});
