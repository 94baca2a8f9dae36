// Foreign currencies in a real browser (issue #33, "How it is shown"): a XAF company types two USD rates on
// the rates screen, creates a USD customer and a 12,500 USD invoice at 600 (7,500,000 XAF), records its
// payment by bank transfer at 610 (7,625,000 XAF) less 25 USD of bank charges, sees the 125,000 XAF gain
// and the 15,250 XAF of charges before saving, then reads them on the 756 and 6318 lines of the payment's
// entry; the rates screen in English; the customer's statement in dollars fits a phone; desktop and phone
// screenshots, axe on every screen.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { assertAccessible } from './accessibility.ts';
import {
  apiGet,
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

const owner = newOwner('Cacao Export', 'currencies.cm');
const pageErrors: string[] = [];
let browser: Browser;
let folderStart = '';
let today = '';
let invoicePath = '';
let customerPath = '';
let paymentEntryNumber = '';

// 12,500 USD × 600 = 7,500,000 XAF at the invoice's rate; × 610 = 7,625,000 XAF at the payment's;
// the receipt brings 125,000 XAF more than the receivable it settles: a gain, on 756.
const INVOICED = 12_500 * 600;
const RECEIVED = 12_500 * 610;
const GAIN = RECEIVED - INVOICED;
// The bank keeps 25 USD: 25 × 610 = 15,250 XAF of charges on 6318, the bank receiving 7,609,750.
const CHARGES = 25 * 610;
const BANKED = RECEIVED - CHARGES;

before(async () => {
  browser = await launchBrowser();
  assert.equal(INVOICED, 7_500_000);
  assert.equal(RECEIVED, 7_625_000);
  assert.equal(GAIN, 125_000);
  assert.equal(CHARGES, 15_250);
  assert.equal(BANKED, 7_609_750);
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

async function addRate(page: Page, date: string, rate: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an exchange rate' });
  // Typed, not scrolled to: the list of every currency is long.
  await dialog.getByRole('combobox', { name: /^Currency/ }).pressSequentially('USD');
  await page.getByRole('option', { name: 'USD', exact: true }).click();
  await fillDate(dialog.getByRole('textbox', { name: /^Date/ }), date);
  await dialog.getByRole('textbox', { name: /^Rate in XAF/ }).fill(rate);
  // Checked as the user leaves it to save, the currency list closed: an open combobox list is navigated
  // with the arrow keys from its input (aria-activedescendant), which axe's scrollable-region rule ignores.
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  await assertAccessible(page, 'exchange rate dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await toastsGone(page);
}

describe('currencies journey (desktop)', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner);
  });
  after(async () => {
    await closePage(context);
  });

  it('types the USD rates on the rates screen, reached from the settings', async () => {
    await logInToWorkFolder(page, owner);
    const companyId = await stored(page, 'company');
    const workFolderId = await stored(page, 'workFolder');
    const folders = await apiGet<{ id: string; startDate: string }[]>(
      page,
      `/v1/accountings/workFolders/companies/${companyId}`,
    );
    folderStart = folders.find((folder) => folder.id === workFolderId)?.startDate ?? '';
    today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
    assert.ok(folderStart < today, 'the invoice and the payment fall on two days of the folder');
    await page.goto('/apps/settings');
    await page.getByRole('link', { name: 'Exchange rates' }).click();
    await page.getByRole('heading', { level: 1, name: 'Exchange rates' }).waitFor();
    // The franc CFA's parity to the euro is fixed, shown, not editable.
    await page.getByTestId('fixed-rate-row').filter({ hasText: '1 EUR' }).getByText('655.957 XAF').waitFor();
    await addRate(page, folderStart, '600');
    await addRate(page, today, '610');
    await page.getByTestId('exchange-rate-row').nth(1).waitFor();
    // Latest first: the rate of today, then the one of the folder's first day.
    const rates = await page.getByTestId('exchange-rate-row').locator('td:nth-child(3)').allTextContents();
    assert.deepEqual(rates, ['610', '600']);
    await screenshot(page, 'exchange-rates-desktop');
  });

  it('creates a USD customer and invoices 12,500 USD at 600: 7,500,000 XAF', async () => {
    await page.goto('/apps/company/customer/new');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Atlantic Cocoa Inc.');
    await page.getByRole('textbox', { name: /^Currency of its invoices/ }).fill('USD');
    await page.getByRole('button', { name: /^Create the / }).click();
    await page.getByRole('heading', { level: 1, name: 'Atlantic Cocoa Inc.' }).waitFor();
    customerPath = new URL(page.url()).pathname;
    await toastsGone(page);
    await page.getByRole('link', { name: 'New invoice' }).click();
    await page.waitForURL(/\/sale\/invoices\/new\?party=/);
    const currency = page.getByRole('combobox', { name: 'Currency' });
    await page.waitForFunction(() => document.querySelector('input[value="USD"]') !== null);
    assert.equal(await currency.inputValue(), 'USD');
    await fillDate(page.getByRole('textbox', { name: /^Date/ }).first(), folderStart);
    await page.getByRole('textbox', { name: 'Description (Line 1)' }).fill('Fèves de cacao (tonnes)');
    await page.getByRole('textbox', { name: 'Qty (Line 1)' }).fill('1');
    await page.getByRole('textbox', { name: 'Unit price (Line 1)' }).fill('12500');
    await page.getByRole('textbox', { name: 'VAT % (Line 1)' }).fill('0');
    await page.getByTestId('editor-rate').getByText('1 USD = 600 XAF', { exact: false }).waitFor();
    await page
      .getByTestId('total-including-tax')
      .getByText(/12,500\.00/)
      .waitFor();
    await page
      .getByTestId('editor-company-totals')
      .getByText(figure(String(INVOICED)))
      .first()
      .waitFor();
    await screenshot(page, 'currency-invoice-editor-desktop');
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    const confirmation = page.getByRole('dialog', { name: 'Validate this invoice?' });
    await confirmation.getByRole('button', { name: 'Validate and post' }).click();
    await page.getByRole('heading', { level: 1, name: /^VE-\d{4}-\d+$/ }).waitFor();
    invoicePath = new URL(page.url()).pathname;
    await page
      .getByTestId('company-currency-totals')
      .getByText(figure(String(INVOICED)))
      .first()
      .waitFor();
    await toastsGone(page);
    await screenshot(page, 'currency-invoice-desktop');
  });

  it('records the 12,500 USD transfer at 610 less 25 USD of charges: a gain of 125,000, 15,250 of charges', async () => {
    await page.getByRole('button', { name: 'Record a payment' }).click();
    const dialog = page.getByRole('dialog', { name: /^Record a payment for/ });
    assert.equal(await dialog.getByRole('textbox', { name: /^Amount/ }).inputValue(), '12500.00');
    await dialog.getByTestId('payment-amount-currency').getByText('USD').waitFor();
    await dialog.getByTestId('payment-rate').getByText('1 USD = 610 XAF', { exact: false }).waitFor();
    await dialog
      .getByTestId('payment-company-amount')
      .getByText(figure(String(RECEIVED)))
      .waitFor();
    const gain = dialog.getByTestId('payment-exchange-difference');
    await gain.getByText(figure(String(GAIN))).waitFor();
    assert.match((await gain.textContent()) ?? '', /^Exchange gain expected/);
    // Cash has no bank charges; a transfer asks for them.
    assert.equal(await dialog.getByRole('textbox', { name: /^Bank charges/ }).count(), 0);
    await dialog.getByRole('combobox', { name: /^Method/ }).click();
    await page.getByRole('option', { name: 'Bank transfer' }).click();
    await dialog.getByRole('textbox', { name: /^Bank charges/ }).fill('25');
    const charges = dialog.getByTestId('payment-bank-charges');
    await charges.getByText(figure(String(CHARGES)), { exact: false }).waitFor();
    assert.match((await charges.textContent()) ?? '', /^Bank charges on 6318, apart from any exchange difference/);
    await screenshot(page, 'currency-payment-desktop');
    await dialog.getByRole('button', { name: 'Record the payment' }).click();
    const confirmation = dialog.getByTestId('payment-confirmation');
    await confirmation.getByText(figure(String(GAIN))).waitFor();
    await confirmation.getByTestId('payment-bank-charges').waitFor();
    await assertAccessible(page, 'payment confirmation');
    await dialog.getByRole('button', { name: 'Record and post' }).click();
    await page.locator('[data-settlement="PAID"]').waitFor();
    await page.getByTestId('payment-row-bank-charges').scrollIntoViewIfNeeded();
    await toastsGone(page);
    await screenshot(page, 'currency-payment-charges-desktop');
  });

  it("reads the payment's entry in the journal: the gain on 756, the charges on 6318", async () => {
    const workFolderId = await stored(page, 'workFolder');
    const payments = await apiGet<{
      items: { number: string | null; companyAmount: string; bankCharges: string | null }[];
    }>(page, `/v1/accountings/payments/workFolders/${workFolderId}`);
    const payment = payments.items[0];
    assert.ok(payment?.number, 'the payment is posted');
    assert.equal(payment.companyAmount, String(RECEIVED));
    assert.equal(payment.bankCharges, '25.00');
    paymentEntryNumber = payment.number;
    // The journal's rows of the payment's entry: the bank debited 7,609,750 and 6318 15,250; 411
    // credited 7,500,000 and 756 125,000.
    await page.goto(`/accounting/journal?journal=BQ`);
    await page.getByText(paymentEntryNumber).first().waitFor();
    await page.getByText('756', { exact: true }).first().waitFor();
    await page.getByText('6318', { exact: true }).first().waitFor();
    await page
      .getByText(figure(String(CHARGES)))
      .first()
      .waitFor();
    const journal = await apiGet<{
      items: { number: string; lines: { accountNumber: string; debit: string; credit: string }[] }[];
    }>(page, `/v1/accountings/workFolders/${workFolderId}/journal?limit=100`);
    const entry = journal.items.find((candidate) => candidate.number === paymentEntryNumber);
    assert.ok(entry, "the payment's entry is in the journal");
    assert.deepEqual(
      entry.lines.map((line) => [line.accountNumber.slice(0, 3), line.debit, line.credit]).sort(),
      [
        ['411', '0', String(INVOICED)],
        ['521', String(BANKED), '0'],
        ['631', String(CHARGES), '0'],
        ['756', '0', String(GAIN)],
      ].sort(),
    );
    assert.ok(entry.lines.some((line) => line.accountNumber === '6318'));
    await toastsGone(page);
    await screenshot(page, 'currency-payment-entry-desktop');
  });
});

describe('currencies journey (phone)', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ({ context, page } = await newPage(browser, MOBILE, pageErrors));
  });
  after(async () => {
    await closePage(context);
  });

  it('shows the rates screen in English, the USD invoice and its payment entry on a phone', async () => {
    await logInToWorkFolder(page, owner);
    await page.goto('/apps/settings/exchange-rates');
    await page.getByRole('heading', { level: 1, name: 'Exchange rates' }).waitFor();
    await page.getByTestId('exchange-rate-row').nth(1).waitFor();
    await screenshot(page, 'exchange-rates-phone');
    await page.goto(invoicePath);
    await page.getByTestId('company-currency-totals').waitFor();
    await screenshot(page, 'currency-invoice-phone');
    await page.goto('/accounting/journal?journal=BQ');
    await page.getByText(paymentEntryNumber).first().waitFor();
    await screenshot(page, 'currency-payment-entry-phone');
  });

  it("shows the customer's statement in dollars on a phone without scrolling the page sideways", async () => {
    await page.goto(customerPath);
    await page.getByRole('heading', { level: 1, name: 'Atlantic Cocoa Inc.' }).waitFor();
    // Its lines stack on a phone: no ten columns to swipe through.
    const statement = page.getByTestId('statement-phone');
    await statement.getByTestId('statement-line').nth(1).waitFor();
    const closing = statement.getByTestId('statement-closing');
    await closing
      .getByText(figure(String(INVOICED)))
      .first()
      .waitFor();
    await statement.scrollIntoViewIfNeeded();
    await screenshot(page, 'currency-statement-phone');
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
      // What sticks out, for the message when the page is wider than the phone.
      wide: Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 5)
        .map((element) => `${element.tagName}.${element.className}`),
    }));
    assert.ok(widths.page <= widths.window, `the page is ${widths.page} px wide: ${widths.wide.join(', ')}`);
  });
});
