// A French company's supplier of fixed assets and its identifiers, in a real browser: the owner opens a
// new supplier, whose control account offers 40x accounts (4011 by default) and takes 4041 (suppliers of
// fixed assets); then the settings ask for SIREN, SIRET and VAT number instead of NIU and RCCM, refuse a
// SIREN whose check digit is wrong and save the right one. Screenshots in English and French, both widths.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiGet,
  assertAccessible,
  closePage,
  DESKTOP,
  launchBrowser,
  logInToWorkFolder,
  MOBILE,
  newOwner,
  newPage,
  screenshot,
  signUpThroughApi,
  toastsGone,
} from './helpers.ts';

const owner = newOwner('Atelier Controle', 'controle.fr');

let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
  await signUpThroughApi(context.request, owner, 'FR');
  await logInToWorkFolder(page, owner);
});

after(async () => {
  try {
    await closePage(context);
  } finally {
    await browser?.close();
  }
  assert.deepEqual(pageErrors, []);
});

describe('control accounts and French identifiers', () => {
  it('creates a supplier of fixed assets under 4041', async () => {
    await page.goto('/apps/company/supplier/new');
    const select = page.getByRole('combobox', { name: 'Control account' });
    await select.waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('input')).some((input) => input.value.startsWith('4011')),
    );
    await page.getByRole('textbox', { name: /^Name/ }).fill('Équipements du Littoral');
    await select.click();
    await select.fill('4041');
    await page.getByRole('option', { name: /^4041/ }).click();
    // The list of accounts fades out: the screen is pictured and checked once it has gone.
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await screenshot(page, 'control-account-supplier-desktop');
    await page.getByRole('button', { name: 'Create the supplier' }).click();
    await page.waitForURL(/\/apps\/company\/supplier\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop() ?? '';
    const companyId = await page.evaluate(() => localStorage.getItem('company'));
    const supplier = await apiGet<{ controlAccountNumber: string }>(page, `/v1/companies/${companyId}/suppliers/${id}`);
    assert.equal(supplier.controlAccountNumber, '4041');
  });

  it('asks for SIREN, SIRET and VAT number in the settings, checked before saving', async () => {
    await page.goto('/apps/settings');
    const siren = page.getByRole('textbox', { name: 'SIREN' });
    await siren.waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Tax id (NIU)' }).count(), 0);
    await assertAccessible(page, 'settings of a French company');
    await siren.fill('732 829 321');
    await page.getByRole('textbox', { name: 'SIRET' }).fill('732 829 320 00017');
    await page.getByRole('textbox', { name: 'VAT number' }).fill('FR44732829320');
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await page.getByText('a SIREN has 9 digits and a valid check digit').waitFor();
    await siren.fill('732 829 320');
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await page.getByText('Operation completed successfully').first().waitFor();
    await siren.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-french-ids-desktop');
  });

  it('shows the same screens in French and on a phone', async () => {
    // On a phone the saved settings' toast covers the top bar's profile menu, which axe calls too small.
    await toastsGone(page);
    await page.setViewportSize(MOBILE);
    await page.goto('/apps/company/supplier/new?lang=fr');
    const select = page.getByRole('combobox', { name: 'Compte collectif' });
    await select.waitFor();
    await select.scrollIntoViewIfNeeded();
    await screenshot(page, 'control-account-supplier-mobile-fr');
    await page.goto('/apps/settings');
    await page.getByRole('textbox', { name: 'N° TVA intracommunautaire' }).waitFor();
    await page.getByRole('textbox', { name: 'SIREN' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-french-ids-mobile-fr');
  });
});
