// Advances on orders in a real browser (issue #33, "advances"): a XAF company receives 2,000 USD from a
// customer before its invoice, at 600 (1,200,000 XAF on 4191), from the customer's page; invoices 5,000 USD
// at 610; sets the advance against the invoice from its payment modal: the invoice owes 3,000 USD, and the
// entry is 4191 D 1,200,000 / 411 C 1,220,000 / 656 D 20,000 (the dollars were worth more on the invoice's
// day: a loss). Desktop and phone screenshots, axe on the party page and the modals, no sideways scroll.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { assertAccessible } from './accessibility.ts';
import {
  apiGet,
  apiSend,
  closePage,
  DESKTOP,
  figure,
  launchBrowser,
  logInToWorkFolder,
  MOBILE,
  newOwner,
  newPage,
  screenshot,
  signUpThroughApi,
  stored,
  toastsGone,
} from './helpers.ts';

const owner = newOwner('Cacao Avances', 'advances.cm');
const pageErrors: string[] = [];
let browser: Browser;
let customerPath = '';
let invoicePath = '';

// 2,000 USD × 600 = 1,200,000 XAF received; the invoice's 2,000 USD share × 610 = 1,220,000: a loss of 20,000.
const RECEIVED = 2_000 * 600;
const SHARE = 2_000 * 610;
const LOSS = SHARE - RECEIVED;

before(async () => {
  browser = await launchBrowser();
  assert.equal(LOSS, 20_000);
});

after(async () => {
  await browser?.close();
  assert.deepEqual(pageErrors, []);
});

/** Types an ISO day into a date field in the order its placeholder shows (MM/DD/YYYY, DD/MM/YYYY…). */
async function fillDate(field: Locator, isoDate: string): Promise<void> {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  const placeholder = ((await field.getAttribute('placeholder')) ?? '').toLowerCase();
  const separator = /[^a-z]/.exec(placeholder)?.[0] ?? '/';
  const parts: Record<string, string> = { yyyy: year, mm: month, dd: day };
  await field.fill(
    placeholder
      .split(separator)
      .map((part) => parts[part] ?? part)
      .join(separator),
  );
}

/** The page is no wider than the window: nothing scrolls sideways. */
async function assertNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(sideways <= 0, `${screen} scrolls sideways by ${sideways} px`);
}

describe('advances journey (desktop)', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner);
  });
  after(async () => {
    await closePage(context);
  });

  it("records a 2,000 USD advance received at 600 from the customer's page", async () => {
    await logInToWorkFolder(page, owner);
    const companyId = await stored(page, 'company');
    const workFolderId = await stored(page, 'workFolder');
    const folders = await apiGet<{ id: string; startDate: string }[]>(
      page,
      `/v1/accountings/workFolders/companies/${companyId}`,
    );
    const folderStart = folders.find((folder) => folder.id === workFolderId)?.startDate ?? '';
    const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
    assert.ok(folderStart < today, 'the advance and the invoice fall on two days of the folder');
    const rates = `/v1/accountings/companies/${companyId}/exchange-rates`;
    await apiSend(page, 'POST', rates, { currency: 'USD', date: folderStart, rate: '600' });
    await apiSend(page, 'POST', rates, { currency: 'USD', date: today, rate: '610' });
    const customer = await apiSend<{ id: string }>(page, 'POST', `/v1/companies/${companyId}/customers`, {
      name: 'Atlantic Cocoa Inc.',
      currency: 'USD',
    });
    customerPath = `/apps/company/customer/${customer.id}`;
    await page.goto(customerPath);
    await page.getByRole('heading', { level: 1, name: 'Atlantic Cocoa Inc.' }).waitFor();
    await page
      .getByText(/booked without VAT/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Record an advance received' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record an advance received' });
    assert.equal(await dialog.getByRole('textbox', { name: 'Currency' }).inputValue(), 'USD');
    await dialog.getByRole('textbox', { name: /^Amount/ }).fill('2000');
    await fillDate(dialog.getByRole('textbox', { name: /^Date/ }), folderStart);
    await assertAccessible(page, 'advance dialog');
    await screenshot(page, 'advance-dialog-desktop');
    await dialog.getByRole('button', { name: 'Record an advance received' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByTestId('advance-row');
    await row
      .getByText(/2,000\.00/)
      .first()
      .waitFor();
    await row
      .getByText(figure(String(RECEIVED)))
      .first()
      .waitFor();
    await toastsGone(page);
    await assertAccessible(page, 'customer page with an advance');
    await row.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'advance-party-desktop');

    // The invoice of 5,000 USD, dated today, at 610.
    const invoice = await apiSend<{ id: string }>(
      page,
      'POST',
      `/v1/accountings/documents/workFolders/${workFolderId}`,
      {
        type: 'SALE_INVOICE',
        date: today,
        partyId: customer.id,
        currency: 'USD',
        lines: [{ description: 'Fèves de cacao', quantity: '1', unitPrice: '5000.00', vatRate: '0' }],
      },
    );
    await apiSend(page, 'POST', `/v1/accountings/documents/${invoice.id}/workFolders/${workFolderId}/state/VALIDATED`);
    invoicePath = `/sale/invoices/${invoice.id}`;
  });

  it('sets the advance against the 5,000 USD invoice from its payment modal: 656 takes 20,000 XAF', async () => {
    await page.goto(invoicePath);
    await page.getByRole('heading', { level: 1, name: /^VE-\d{4}-\d+$/ }).waitFor();
    await page.getByRole('button', { name: 'Record a payment' }).click();
    const offer = page.getByTestId('advance-offer');
    await offer.getByText('This party has an advance left in this currency.').waitFor();
    await offer.getByRole('button', { name: 'Use an advance' }).click();
    assert.equal(await offer.getByRole('textbox', { name: 'Amount set against the invoice' }).inputValue(), '2000.00');
    await assertAccessible(page, 'payment modal offering an advance');
    await screenshot(page, 'advance-offer-desktop');
    await offer.getByRole('button', { name: 'Set against the invoice' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page
      .getByTestId('amount-due')
      .getByText(/3,000\.00/)
      .waitFor();
    await toastsGone(page);
    await screenshot(page, 'advance-used-invoice-desktop');

    const workFolderId = await stored(page, 'workFolder');
    const journal = await apiGet<{
      items: { number: string; lines: { accountNumber: string; debit: string; credit: string }[] }[];
    }>(page, `/v1/accountings/workFolders/${workFolderId}/journal?limit=100`);
    const entry = journal.items.find((candidate) => candidate.number.startsWith('OD-'));
    assert.ok(entry, "the advance's use is posted in OD");
    assert.deepEqual(
      entry.lines.map((line) => [line.accountNumber.slice(0, 3), line.debit, line.credit]),
      [
        ['419', String(RECEIVED), '0'],
        ['411', '0', String(SHARE)],
        ['656', String(LOSS), '0'],
      ],
    );
  });
});

describe('advances journey (phone)', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ({ context, page } = await newPage(browser, MOBILE, pageErrors));
  });
  after(async () => {
    await closePage(context);
  });

  it("shows the customer's advances and the invoice on a phone, without sideways scroll", async () => {
    await logInToWorkFolder(page, owner);
    await page.goto(customerPath);
    await page.getByTestId('advance-row').first().waitFor();
    await assertNoSidewaysScroll(page, 'customer page');
    await assertAccessible(page, 'customer page on a phone');
    await page.getByTestId('advance-row').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'advance-party-phone');
    await page.goto(invoicePath);
    await page.getByTestId('amount-due').waitFor();
    await assertNoSidewaysScroll(page, 'invoice');
    await screenshot(page, 'advance-used-invoice-phone');
  });

  it('offers to record an advance from the receipts list, the customer picked in the dialog', async () => {
    await page.goto('/sale/receipts');
    const record = page.getByRole('button', { name: 'Record an advance received' });
    await record.waitFor();
    await assertNoSidewaysScroll(page, 'receipts list');
    await screenshot(page, 'advance-receipts-list-phone');
    await record.click();
    const dialog = page.getByRole('dialog', { name: 'Record an advance received' });
    await dialog
      .getByLabel(/^Customer/)
      .first()
      .waitFor();
    await assertAccessible(page, 'advance from the receipts list on a phone');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
