// VAT treatments in a real browser: a Cameroonian customer flagged as a withholding agent, whose invoice
// shows the VAT and the précompte it keeps and the net it pays; the settings' withholding rates; a
// French bill reverse-charged as an intra-EU acquisition, owed without VAT. Screenshots of each.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiSend,
  closePage,
  DESKTOP,
  figure,
  launchBrowser,
  logInToWorkFolder,
  newOwner,
  newPage,
  screenshot,
  signUpThroughApi,
  stored,
  toastsGone,
} from './helpers.ts';

let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

async function validateShownDocument(page: Page) {
  await page.getByRole('button', { name: 'Validate', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Validate and post' }).click();
  await page.getByRole('heading', { level: 1, name: /^(VE|AC)-\d{4}-\d+$/ }).waitFor();
  await toastsGone(page);
}

describe('withholdings of a Cameroonian company', () => {
  const owner = newOwner('Boulangerie Retenues', 'retenues.cm');
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner);
  });
  after(async () => {
    await closePage(context);
  });

  it('shows the withholding rates in the settings', async () => {
    await logInToWorkFolder(page, owner);
    await page.goto('/apps/settings');
    const rate = page.getByRole('textbox', { name: 'Précompte on purchases' });
    await rate.waitFor();
    assert.equal(await rate.inputValue(), '2.2');
    await page.locator('#taxes').scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-withholdings-desktop');
  });

  it('invoices a withholding agent: 2,445,000 to receive of 2,981,250', async () => {
    await page.goto('/apps/company/customer/new');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Camwater');
    await page.getByRole('switch', { name: /^Withholding agent/ }).click({ force: true });
    await page.getByRole('button', { name: /^Create the / }).click();
    await page.getByRole('heading', { level: 1, name: 'Camwater' }).waitFor();
    await toastsGone(page);
    await page.getByRole('link', { name: 'New invoice' }).click();
    await page.getByTestId('withholding-notice').waitFor();
    await page.getByRole('textbox', { name: 'Description (Line 1)' }).fill('Entretien du réseau');
    await page.getByRole('textbox', { name: 'Unit price (Line 1)' }).fill('2500000');
    await page.getByTestId('total-including-tax').getByText(figure('2981250')).waitFor();
    await screenshot(page, 'invoice-withholding-agent-editor');
    await validateShownDocument(page);
    await page.getByTestId('dues-payable').getByText(figure('2445000')).waitFor();
    await page.getByTestId('amount-due').getByText(figure('2445000')).waitFor();
    await screenshot(page, 'invoice-withholding-agent-view');
  });
});

describe('reverse charge of a French company', () => {
  const owner = newOwner('Atelier Autoliquidation', 'autoliquidation.fr');
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner, 'FR');
  });
  after(async () => {
    await closePage(context);
  });

  it('books an intra-EU acquisition owed without VAT', async () => {
    await logInToWorkFolder(page, owner);
    const companyId = await stored(page, 'company');
    const supplier = await apiSend<{ id: string }>(page, 'POST', `/v1/companies/${companyId}/suppliers`, {
      name: 'Maschinenbau Köln GmbH',
    });
    await page.goto(`/purchase/bills/new?party=${supplier.id}`);
    await page.getByRole('combobox', { name: 'VAT treatment' }).click();
    await page.getByRole('option', { name: 'Intra-EU acquisition (reverse charge)', exact: true }).click();
    await page.getByRole('textbox', { name: 'Description (Line 1)' }).fill('Tour à commande numérique');
    await page.getByRole('textbox', { name: 'Unit price (Line 1)' }).fill('2000');
    await page.getByTestId('total-including-tax').getByText(figure('2400.00')).waitFor();
    await screenshot(page, 'bill-reverse-charge-editor');
    await validateShownDocument(page);
    await page.getByText('Intra-EU acquisition (reverse charge)').waitFor();
    await page.getByTestId('amount-due').getByText(figure('2000.00')).waitFor();
    await screenshot(page, 'bill-reverse-charge-view');
    assert.deepEqual(pageErrors, []);
  });
});
