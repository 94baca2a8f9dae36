// Bank and mobile-money reconciliation in a real browser: a customer pays an invoice by MTN Mobile
// Money (set up through the API), then the user imports the wallet's CSV export (previewed before
// anything is saved), reconciles the receipt with the suggestion, posts the operator's fee from its
// statement line, and reads the reconciliation report balanced; axe on each screen, screenshots in
// English and French on desktop and on a phone. The wallet has its own journal (MM), and a file in
// another currency than the wallet's is refused with the statement named.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiSend,
  closePage,
  DESKTOP,
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

const owner = newOwner('Boulangerie Reconciliation', 'reconciliation.cm');
// The API's calendar is UTC: the invoice, its receipt and the wallet's lines are all dated today.
const today = new Date().toISOString().slice(0, 10);
const MOMO_CSV = [
  'Date,Transaction ID,Transaction Type,Counterparty,Description,Amount,Balance',
  `${today} 10:00:00,MP-0001,PAYMENT_RECEIVED,237677123456,Paiement client,50000,50000`,
  `${today} 10:05:00,MP-0002,FEE,,Frais de retrait,-500,49500`,
].join('\n');

let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

describe('reconciliation journey', () => {
  let context: BrowserContext;
  let page: Page;
  let statementUrl: string;

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner);
  });
  after(async () => {
    await closePage(context);
  });

  it('logs in, then has a customer pay an invoice by mobile money through the API', async () => {
    await logInToWorkFolder(page, owner);
    const companyId = await stored(page, 'company');
    const workFolderId = await stored(page, 'workFolder');
    const customer = await apiSend<{ id: string }>(page, 'POST', `/v1/companies/${companyId}/customers`, {
      name: 'Hôtel du Wouri',
      phone: '677 12 34 56',
    });
    const documents = `/v1/accountings/documents/workFolders/${workFolderId}`;
    const invoice = await apiSend<{ id: string }>(page, 'POST', documents, {
      type: 'SALE_INVOICE',
      date: today,
      partyId: customer.id,
      lines: [{ description: 'Pain de mie (carton)', quantity: '5', unitPrice: '10000', vatRate: '0' }],
    });
    await apiSend(page, 'POST', `/v1/accountings/documents/${invoice.id}/workFolders/${workFolderId}/state/VALIDATED`);
    const receipt = await apiSend<{ id: string }>(
      page,
      'POST',
      `/v1/accountings/payments/workFolders/${workFolderId}`,
      {
        type: 'RECEIPT',
        accountingDocumentId: invoice.id,
        date: today,
        amount: '50000',
        method: 'MOBILE_MONEY',
        phone: '+237677123456',
        reference: 'MP-0001',
      },
    );
    await apiSend(page, 'POST', `/v1/accountings/payments/${receipt.id}/workFolders/${workFolderId}/state/VALIDATED`);
  });

  it('shows the wallet with its own journal, and refuses a statement in dollars into it', async () => {
    await page.goto('/accounting/bank-statements');
    await page.getByRole('combobox', { name: 'Treasury account' }).click();
    await page.getByRole('combobox', { name: 'Treasury account' }).fill('552');
    await page.getByRole('option', { name: /^552 / }).click();
    const summary = page.getByTestId('treasury-account');
    await summary.getByText('Mobile-money wallet').waitFor();
    await summary.getByText(/^Journal MM · XAF/).waitFor();
    const dollars = `OFXHEADER:100\n<OFX><STMTRS><CURDEF>USD\n<BANKTRANLIST>\n<STMTTRN><DTPOSTED>${today.replaceAll('-', '')}<TRNAMT>10.00<FITID>U1<NAME>Transfer</STMTTRN>\n</BANKTRANLIST></STMTRS></OFX>`;
    await page.locator('input[type="file"]').setInputFiles({
      name: 'dollars.ofx',
      mimeType: 'application/x-ofx',
      buffer: Buffer.from(dollars, 'utf8'),
    });
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('A statement of this file is in another currency than the treasury account').waitFor();
    await page.getByText("Statement starting at line 2: its currency is not the account's").waitFor();
    // The API's refusal is also an error toast, which stays until closed.
    const refusal = page.locator('.mantine-Notification-root[data-toast-type="error"]');
    await refusal.waitFor();
    await screenshot(page, 'reconciliation-import-refused-desktop');
    await refusal.locator('.mantine-Notification-closeButton').click();
  });

  it('imports the MTN Mobile Money export after a preview of its columns', async () => {
    await page.locator('input[type="file"]').setInputFiles({
      name: 'momo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(MOMO_CSV, 'utf8'),
    });
    await page.getByRole('combobox', { name: 'Format' }).click();
    await page.getByRole('option', { name: 'CSV' }).click();
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('table', { name: 'Columns as mapped: check them before importing' });
    await preview.getByText('Frais de retrait').waitFor();
    assert.equal(await preview.getByTestId('preview-line').count(), 2);
    await screenshot(page, 'reconciliation-import-desktop');
    await page.getByRole('button', { name: 'Import 2 lines' }).click();
    await page.waitForURL(/\/accounting\/bank-statements\/[0-9a-f-]{36}$/);
    statementUrl = new URL(page.url()).pathname;
  });

  it('reconciles the receipt with its suggestion and posts the fee from its line', async () => {
    await page.getByRole('radio', { name: /Paiement client/ }).check();
    // The receipt was posted to the wallet's own journal, not the bank's.
    await page.getByRole('button', { name: /^Reconcile with MM-/ }).click();
    await page.getByText('Line reconciled').waitFor();
    await page
      .getByRole('radio', { name: /Paiement client/ })
      .and(page.locator(':disabled'))
      .waitFor();
    await page.getByRole('radio', { name: /Frais de retrait/ }).check();
    const counterAccount = page.getByRole('combobox', { name: /Counter-account/ });
    await counterAccount.fill('6318');
    await counterAccount.press('Enter');
    await page.getByRole('button', { name: 'Post the entry' }).click();
    await page.getByText(/^Entry MM-.* posted and reconciled$/).waitFor();
    await toastsGone(page);
    await screenshot(page, 'reconciliation-statement-desktop');
  });

  it('reads the reconciliation report balanced, with its exports', async () => {
    await page.getByRole('link', { name: 'Reconciliation report' }).click();
    const status = page.getByTestId('reconciliation-status');
    await status.getByText('Balanced').waitFor();
    const table = page.getByRole('table', { name: 'Bank reconciliation' });
    await table.getByText('Reconciled items (2)').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Export as PDF' }).isEnabled(), true);
    await toastsGone(page);
    await screenshot(page, 'reconciliation-report-desktop');
  });

  it('reads the same screens in French', async () => {
    await page.goto(`${statementUrl}?lang=fr`);
    await page.getByRole('heading', { name: 'Rapprocher le relevé' }).waitFor();
    await screenshot(page, 'reconciliation-statement-fr');
    await page.getByRole('link', { name: 'État de rapprochement' }).click();
    await page.getByTestId('reconciliation-status').getByText('Équilibré').waitFor();
    await screenshot(page, 'reconciliation-report-fr');
    await page.goto('/accounting/bank-statements?lang=fr');
    await page.getByRole('combobox', { name: 'Compte de trésorerie' }).fill('552');
    await page.getByRole('option', { name: /^552 / }).click();
    await page.getByTestId('treasury-account').getByText('Portefeuille mobile money').waitFor();
    await screenshot(page, 'reconciliation-import-fr');
  });

  it('fits a phone', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto(statementUrl);
    await page.getByRole('radio', { name: /Paiement client/ }).waitFor();
    await screenshot(page, 'reconciliation-statement-mobile');
    await page.goto('/accounting/bank-statements');
    await page.getByRole('heading', { name: /Import a statement|Importer un relevé/ }).waitFor();
    await screenshot(page, 'reconciliation-import-mobile');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= MOBILE.width, `the page is ${width} px wide on a ${MOBILE.width} px screen`);
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});
