// A new company's first hour (issue #34, "How it is shown"): on a computer where another company's
// owner worked, the new owner subscribes, logs in and opens the first screens, which must show the new
// company's books and never another's folder (no NOT_FOUND); then works (e2e/first-hour-walk.ts): a first
// invoice to a customer created on the way, a bill with a fixed-asset line, a half-filled invoice left and
// restored, an account created from the entry editor, the customer form and the settings. In French for a Cameroonian SARL at 1280×800, in
// English for a French SAS at 390×844; axe checks every screen and dialog (e2e/accessibility.ts).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  accountFromEntry,
  assertPartyFieldsAligned,
  ENGLISH_WALK,
  FRENCH_WALK,
  firstInvoice,
  fixedAssetBill,
  leaveAndRestore,
  phoneForms,
} from './first-hour-walk.ts';
import {
  closePage,
  DESKTOP,
  launchBrowser,
  logInToWorkFolder,
  MOBILE,
  newOwner,
  newPage,
  type Owner,
  pick,
  screenshot,
  signUpThroughApi,
} from './helpers.ts';

let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The words of the screens the journey reads, in the language it runs in. */
interface Words {
  subscribe: string;
  signupTitle: string;
  name: string;
  country: string;
  firstName: string;
  lastName: RegExp;
  email: string;
  password: RegExp;
  confirm: string;
  submit: string;
  received: string;
  connect: string;
  folders: string;
}

const FRENCH: Words = {
  subscribe: "S'abonner : créer ma société",
  signupTitle: 'Créez votre société',
  name: 'Raison sociale',
  country: 'Pays',
  firstName: 'Prénom',
  lastName: /^Nom/,
  email: 'Email',
  password: /^Mot de passe/,
  confirm: 'Confirmez le mot de passe',
  submit: 'Créer ma société',
  received: 'Inscription reçue',
  connect: 'Se connecter',
  folders: 'Dossiers',
};

const ENGLISH: Words = {
  subscribe: 'Subscribe: create my company',
  signupTitle: 'Create your company',
  name: 'Company legal name',
  country: 'Country',
  firstName: 'First name',
  lastName: /^Last name/,
  email: 'Email',
  password: /^Password/,
  confirm: 'Confirm the password',
  submit: 'Create my company',
  received: 'Signup received',
  connect: 'Connect',
  folders: 'Work folders',
};

/** Signs `owner` up through the form, from the login page where the previous owner's session ended. */
async function subscribe(page: Page, owner: Owner, words: Words, country: string, selects: string[]) {
  await page.getByRole('button', { name: words.subscribe }).click();
  await page.getByRole('heading', { name: words.signupTitle }).waitFor();
  await page.getByLabel(words.name).fill(owner.company);
  await pick(page, words.country, country);
  // The first option of each select, named exactly: "Secteur d'activité" is also in "Sous-secteur d'activité".
  for (const select of selects) {
    const combobox = page.getByRole('combobox', { name: select, exact: true });
    await combobox.click();
    await page
      .locator(`[id="${await combobox.getAttribute('aria-controls')}"] [role="option"]`)
      .first()
      .click();
  }
  await page.getByLabel(words.firstName).fill(owner.firstName);
  await page.getByLabel(words.lastName).fill(owner.lastName);
  await page.getByLabel(words.email).fill(owner.email);
  await page.getByLabel(words.password).fill(owner.password);
  await page.getByLabel(words.confirm).fill(owner.password);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(words.received).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(/\/auth\/login/);
  await page.getByLabel(words.email).fill(owner.email);
  await page.getByLabel(words.password).fill(owner.password);
  await page.getByRole('button', { name: words.connect, exact: true }).click();
}

/** The new owner's first screens: none shows NOT_FOUND nor gets a 404 from the API. */
async function assertFirstScreensClean(page: Page, owner: Owner, notFound: string[], name: string) {
  await page.waitForURL(/\/apps\/workfolder\/list$/);
  await page.locator('[data-testid="company-menu"]', { hasText: owner.company }).first().waitFor({ state: 'attached' });
  await page.getByTestId('work-folder-row').first().waitFor();
  for (const path of ['/accounting/entries', '/sale/invoices', '/accounting/journal']) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByText('NOT_FOUND').count(), 0, `${path} shows NOT_FOUND`);
  }
  assert.deepEqual(notFound, [], 'no API call of the new owner answers 404');
  await screenshot(page, name);
}

for (const run of [
  {
    language: 'fr',
    viewport: DESKTOP,
    country: 'Cameroun',
    countryCode: 'CM',
    words: FRENCH,
    walk: FRENCH_WALK,
    name: 'desktop-fr',
  },
  {
    language: 'en',
    viewport: MOBILE,
    country: 'France',
    countryCode: 'FR',
    words: ENGLISH,
    walk: ENGLISH_WALK,
    name: 'mobile-en',
  },
] as const) {
  describe(`first hour (${run.name}): a new company subscribes after another's session`, () => {
    const previous = newOwner('Ancienne Maison', 'precedent.cm');
    const owner = newOwner(run.countryCode === 'CM' ? 'Boulangerie de Bonapriso' : 'Atelier Lumière', 'premiere.test');
    let page: Page;
    let close: () => Promise<void>;
    const notFound: string[] = [];

    before(async () => {
      const opened = await newPage(browser, run.viewport, pageErrors);
      page = opened.page;
      close = () => closePage(opened.context);
      await signUpThroughApi(page.request, previous, 'CM');
    });
    after(async () => {
      await close();
    });

    it('leaves the previous owner logged out with a folder in storage', async () => {
      await logInToWorkFolder(page, previous);
      await page.evaluate((language) => localStorage.setItem('lang', language), run.language);
      await page.evaluate(() => localStorage.removeItem('access_token'));
      await page.goto('/auth/login');
      assert.notEqual(await page.evaluate(() => localStorage.getItem('workFolder')), null);
    });

    it('subscribes, logs in and opens the first screens without NOT_FOUND', async () => {
      page.on('response', (response) => {
        if (response.url().includes('/v1/') && response.status() === 404) notFound.push(response.url());
      });
      const selects =
        run.language === 'fr'
          ? ['Forme juridique', "Secteur d'activité", 'Régime fiscal']
          : ['Company type', 'Business domain', 'Tax system'];
      await subscribe(page, owner, run.words, run.country, selects);
      await assertFirstScreensClean(page, owner, notFound, `first-hour-screens-${run.name}`);
    });

    it('issues the first invoice to a customer created from the party field', async () => {
      await firstInvoice(page, run.walk, run.name);
    });

    it('validates a bill with a fixed-asset line chosen in the account picker', async () => {
      await fixedAssetBill(page, run.walk, run.name);
    });

    it('asks before a half-filled invoice is left by the menu, then offers it back', async () => {
      await leaveAndRestore(page, run.walk, run.name);
    });

    it("creates an account from the entry editor's account cell", async () => {
      await accountFromEntry(page, run.walk, run.name);
    });

    it('shows the customer form and the settings without sideways scroll', async () => {
      await phoneForms(page, run.name);
      if (run.viewport === MOBILE) await assertPartyFieldsAligned(page);
    });

    it('raised no error in the page', () => {
      assert.deepEqual(pageErrors, []);
    });
  });
}
