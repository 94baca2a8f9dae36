// Sales and purchases in a real browser: a customer, an invoice validated and paid by mobile money (its
// receipt attached to the payment), a supplier bill paid in cash, each settled to PAID with its entries in the
// journal; screenshots of the customer list, the invoice editor and the invoice list on desktop and phone.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { assertAccessible } from './accessibility.ts';
import {
  apiGet,
  closePage,
  DESKTOP,
  launchBrowser,
  logIn,
  logInToWorkFolder,
  MOBILE,
  newOwner,
  newPage,
  screenshot,
  signUpThroughApi,
  toastsGone,
} from './helpers.ts';

const owner = newOwner('Boulangerie Sales', 'sales.cm');

interface JournalPage {
  items: {
    number: string;
    journalCode: string;
    sourceType: string;
    lines: { accountNumber: string; debit: string; credit: string }[];
  }[];
}

let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

async function journalOf(page: Page): Promise<JournalPage> {
  const workFolderId = await page.evaluate(() => localStorage.getItem('workFolder'));
  return apiGet<JournalPage>(page, `/v1/accountings/workFolders/${workFolderId}/journal?limit=100`);
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillLine(
  page: Page,
  index: number,
  values: { description: string; quantity: string; unitPrice: string },
) {
  const line = `(Line ${index})`;
  await page.getByRole('textbox', { name: `Description ${line}` }).fill(values.description);
  await page.getByRole('textbox', { name: `Qty ${line}` }).fill(values.quantity);
  await page.getByRole('textbox', { name: `Unit price ${line}` }).fill(values.unitPrice);
}

async function createParty(page: Page, listPath: string, button: string, name: string, phone: string) {
  await page.goto(listPath);
  await page.getByRole('link', { name: button }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill('compta@example.cm');
  await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await page.getByRole('button', { name: /^Create the / }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByText('Operation completed successfully').first().waitFor();
}

describe('sales and purchases journey (desktop)', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner);
  });
  after(async () => {
    await closePage(context);
  });

  it('logs in and opens a work folder', async () => {
    await logInToWorkFolder(page, owner);
  });

  it('creates a customer, its Cameroon phone tagged with its operator', async () => {
    await page.goto('/apps/company/customer/new');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Hôtel du Wouri');
    await page.getByRole('textbox', { name: 'Phone' }).fill('677 12 34 56');
    await page.getByTestId('operator-badge').getByText('MTN').waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: /^Create the / }).click();
    await page.getByText('invalid email').waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill('compta@hotelduwouri.cm');
    await page.getByRole('textbox', { name: 'City' }).fill('Douala');
    await page.getByRole('button', { name: /^Create the / }).click();
    await page.getByRole('heading', { level: 1, name: 'Hôtel du Wouri' }).waitFor();
    await page.getByText('Operation completed successfully').first().waitFor();
    await page.getByText('+237677123456').waitFor();
    await createParty(page, '/apps/company/customer', 'New customer', 'Supermarché Mahima', '699 00 11 22');
    await page.goto('/apps/company/customer');
    await page.getByTestId('party-row').nth(1).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('wouri');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="party-row"]').length === 1);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByTestId('party-row').nth(1).waitFor();
    await screenshot(page, 'customers-desktop');
  });

  it('issues an invoice with live totals and validates it', async () => {
    await page.goto('/apps/company/customer');
    await page.getByRole('link', { name: 'Open Hôtel du Wouri' }).click();
    await page.getByRole('link', { name: 'New invoice' }).click();
    await page.waitForURL(/\/sale\/invoices\/new\?party=/);
    await page
      .getByRole('combobox', { name: /^Party/ })
      .and(page.locator('[value^="Hôtel du Wouri"]'))
      .waitFor();
    await fillLine(page, 1, { description: 'Pain de mie (carton)', quantity: '3', unitPrice: '10000' });
    await page.getByRole('button', { name: 'Add a line' }).click();
    await fillLine(page, 2, { description: 'Croissants (plateau)', quantity: '2', unitPrice: '7500' });
    await page.getByRole('textbox', { name: 'Reference' }).fill('BC-2291');
    // 45,000 excl. tax + 19.25 % VAT (8,662.50 → 8,663 FCFA, rounded per line: 5,775 + 2,888).
    await page
      .getByTestId('total-including-tax')
      .getByText(/53[,\u202f\u00a0 ]663/)
      .waitFor();
    await screenshot(page, 'invoice-editor-desktop');
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    const confirmation = page.getByRole('dialog', { name: 'Validate this invoice?' });
    await confirmation.getByText(/sales journal \(VE\)/).waitFor();
    await screenshot(page, 'invoice-validate-confirmation');
    await confirmation.getByRole('button', { name: 'Validate and post' }).click();
    await page.getByRole('heading', { level: 1, name: /^VE-\d{4}-\d+$/ }).waitFor();
    await page.locator('[data-settlement="UNPAID"]').waitFor();
  });

  it('records a mobile-money receipt: the invoice is paid and both entries are in the journal', async () => {
    await page.getByRole('button', { name: 'Record a payment' }).click();
    const dialog = page.getByRole('dialog');
    assert.equal(await dialog.getByRole('textbox', { name: /^Amount/ }).inputValue(), '53663');
    await chooseOption(page, 'Method', 'Mobile money');
    await dialog.getByRole('textbox', { name: 'Phone (mobile money)' }).fill('699 00 11 22');
    await dialog.getByTestId('operator-badge').getByText('Orange').waitFor();
    await dialog.getByRole('textbox', { name: 'Reference' }).fill('MP240517.1532.A12345');
    await dialog.getByRole('button', { name: 'Record the payment' }).click();
    await dialog.getByTestId('payment-confirmation').waitFor();
    await dialog.getByRole('button', { name: 'Record and post' }).click();
    await page.locator('[data-settlement="PAID"]').waitFor();
    assert.match((await page.getByTestId('amount-due').textContent()) ?? '', /^0\s?FCFA|FCFA\s?0$/);
    await page.getByTestId('payment-row').getByText('Orange').waitFor();

    const journal = await journalOf(page);
    const sale = journal.items.find((entry) => entry.journalCode === 'VE');
    assert.ok(sale, 'the invoice posted an entry in the sales journal');
    assert.deepEqual(
      sale.lines.map((line) => [line.accountNumber.slice(0, 3), line.debit, line.credit]).sort(),
      [
        ['411', '53663', '0'],
        ['443', '0', '8663'],
        ['701', '0', '45000'],
      ].sort(),
    );
    // The wallet 552 has a journal of its own (MM), opened by its first posting: not the bank's.
    assert.ok(!journal.items.some((entry) => entry.journalCode === 'BQ'), 'nothing posted in the bank journal');
    const receipt = journal.items.find((entry) => entry.journalCode === 'MM');
    assert.ok(receipt, 'the receipt posted an entry in the wallet journal');
    const receiptLines = receipt.lines.map((line) => [line.accountNumber.slice(0, 3), line.debit, line.credit]);
    assert.ok(receiptLines.some(([account, debit]) => account === '552' && debit === '53663'));
    assert.ok(receiptLines.some(([account, , credit]) => account === '411' && credit === '53663'));
  });

  it('lists the invoice as paid', async () => {
    await page.goto('/sale/invoices');
    await page.getByTestId('document-row').first().locator('[data-settlement="PAID"]').waitFor();
    await page.goto('/sale/receipts');
    await page.getByTestId('payment-row').first().waitFor();
    await page.goto('/sale/invoices');
    await page.getByTestId('document-row').first().waitFor();
    await screenshot(page, 'invoices-desktop');
  });

  it("attaches the bank's receipt to the payment from the receipts list", async () => {
    await page.goto('/sale/receipts');
    await page
      .getByTestId('payment-row')
      .first()
      .getByRole('button', { name: /^Files of payment / })
      .click();
    const files = page.getByRole('dialog').getByRole('region', { name: 'Attachments' });
    await files.getByText(/No file attached/).waitFor();
    const receipt = Buffer.from('%PDF-1.4\n% mobile money receipt\n%%EOF\n', 'latin1');
    await files
      .locator('input[type="file"]')
      .setInputFiles({ name: 'recu-orange-money.pdf', mimeType: 'application/pdf', buffer: receipt });
    await files.getByText('recu-orange-money.pdf').waitFor();
    const sha256 = createHash('sha256').update(receipt).digest('hex');
    await files.getByText(`${sha256.slice(0, 16)}…`).waitFor();
    // The payment is validated: its files can be added to, never removed.
    assert.equal(await files.getByRole('button', { name: 'Remove recu-orange-money.pdf' }).count(), 0);
    await toastsGone(page);
    await assertAccessible(page, 'payment attachments');
    await page.keyboard.press('Escape');
  });

  it('records a supplier bill and pays it in cash', async () => {
    await createParty(page, '/apps/company/supplier', 'New supplier', 'Moulins du Cameroun', '655 44 33 22');
    await page.getByRole('link', { name: 'New bill' }).click();
    await page.waitForURL(/\/purchase\/bills\/new\?party=/);
    await page
      .getByRole('combobox', { name: /^Party/ })
      .and(page.locator('[value^="Moulins du Cameroun"]'))
      .waitFor();
    await fillLine(page, 1, { description: 'Farine T55 (sacs de 50 kg)', quantity: '10', unitPrice: '18500' });
    await page
      .getByTestId('total-including-tax')
      .getByText(/220[,\u202f\u00a0 ]613/)
      .waitFor();
    // Ctrl+Enter asks for the confirmation, Enter confirms.
    await page.getByRole('textbox', { name: 'Qty (Line 1)' }).focus();
    await page.keyboard.press('Control+Enter');
    await page.getByRole('dialog', { name: 'Validate this bill?' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: /^AC-\d{4}-\d+$/ }).waitFor();
    await page.getByRole('button', { name: 'Record a payment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Record the payment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Record and post' }).click();
    await page.locator('[data-settlement="PAID"]').waitFor();

    const journal = await journalOf(page);
    const purchase = journal.items.find((entry) => entry.journalCode === 'AC');
    assert.ok(purchase, 'the bill posted an entry in the purchases journal');
    const cash = journal.items.find((entry) => entry.journalCode === 'CA');
    assert.ok(cash, 'the cash payment posted an entry in the cash journal');
    const cashLines = cash.lines.map((line) => [line.accountNumber.slice(0, 3), line.debit, line.credit]);
    assert.ok(cashLines.some(([account, debit]) => account === '401' && debit === '220613'));
    assert.ok(cashLines.some(([account, , credit]) => account === '571' && credit === '220613'));
  });

  it('shows the entries on the journal page', async () => {
    await page.goto('/accounting/journal');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page
      .getByText('Farine T55', { exact: false })
      .first()
      .waitFor({ timeout: 5000 })
      .catch(() => undefined);
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});

describe('sales screens on a phone (390×844)', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ({ context, page } = await newPage(browser, MOBILE, pageErrors));
  });
  after(async () => {
    await closePage(context);
  });

  it('shows the customer list, the invoice editor and the invoice list', async () => {
    await page.goto('/auth/login?returnUrl=%2Fapps%2Fcompany%2Fcustomer');
    await logIn(page, owner);
    await page.waitForURL(/\/apps\/company\/customer$/);
    await page.getByTestId('party-row').nth(1).waitFor();
    await screenshot(page, 'customers-mobile');
    await page.goto('/sale/invoices/new');
    await page.getByRole('textbox', { name: 'Description' }).fill('Pain de mie (carton)');
    await page.getByRole('textbox', { name: 'Qty' }).fill('3');
    await page.getByRole('textbox', { name: 'Unit price' }).fill('10000');
    await page
      .getByTestId('total-including-tax')
      .getByText(/35[,\u202f\u00a0 ]775/)
      .waitFor();
    // The lines and the totals, below the header fields: what a person looks at while typing.
    await page
      .getByRole('heading', { name: 'Lines' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -80));
    await screenshot(page, 'invoice-editor-mobile');
    await page.goto('/sale/invoices');
    await page.getByTestId('document-row').first().waitFor();
    await screenshot(page, 'invoices-mobile');
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});
