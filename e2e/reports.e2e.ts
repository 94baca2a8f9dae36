// The reports in a real browser: a sale invoice validated and partly paid in cash through the API, then
// the work folder's dashboard, the balance sheet opened down to an account and its general ledger, the
// aged receivables, the VAT return and a CSV export of the trial balance; screenshots in English and
// French on desktop, the dashboard on a phone, and the balance sheet as it prints.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiSend,
  closePage,
  DESKTOP,
  figure,
  launchBrowser,
  logIn,
  logInToWorkFolder,
  MOBILE,
  newOwner,
  newPage,
  screenshot,
  signUpThroughApi,
  stored,
} from './helpers.ts';

const owner = newOwner('Boulangerie Reports', 'reports.cm');
// The API's calendar is UTC: the invoice is dated and due today, so it is in the 0–30 days bucket.
const today = new Date().toISOString().slice(0, 10);
// 3 × 10,000 + 19.25 % VAT (5,775) = 35,775 FCFA; 15,775 paid in cash, 20,000 still due.
const AMOUNT_PAID = '15775';

let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

describe('reports journey (desktop)', () => {
  let context: BrowserContext;
  let page: Page;
  let workFolderId: string;

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner);
  });
  after(async () => {
    await closePage(context);
  });

  it('logs in, then posts a sale invoice and a cash receipt through the API', async () => {
    await logInToWorkFolder(page, owner);
    const companyId = await stored(page, 'company');
    workFolderId = await stored(page, 'workFolder');

    const customer = await apiSend<{ id: string }>(page, 'POST', `/v1/companies/${companyId}/customers`, {
      name: 'Hôtel du Wouri',
    });
    const documents = `/v1/accountings/documents/workFolders/${workFolderId}`;
    const invoice = await apiSend<{ id: string }>(page, 'POST', documents, {
      type: 'SALE_INVOICE',
      date: today,
      dueDate: today,
      partyId: customer.id,
      lines: [{ description: 'Pain de mie (carton)', quantity: '3', unitPrice: '10000', vatRate: '19.25' }],
    });
    const validated = await apiSend<{ state: string; totals: { includingTax: string } }>(
      page,
      'POST',
      `/v1/accountings/documents/${invoice.id}/workFolders/${workFolderId}/state/VALIDATED`,
    );
    assert.deepEqual([validated.state, validated.totals.includingTax], ['VALIDATED', '35775']);
    const receipt = await apiSend<{ id: string }>(
      page,
      'POST',
      `/v1/accountings/payments/workFolders/${workFolderId}`,
      {
        type: 'RECEIPT',
        accountingDocumentId: invoice.id,
        date: today,
        amount: AMOUNT_PAID,
        method: 'CASH',
      },
    );
    await apiSend(page, 'POST', `/v1/accountings/payments/${receipt.id}/workFolders/${workFolderId}/state/VALIDATED`);
  });

  it('shows the figures and charts of the folder on its dashboard', async () => {
    await page.goto(`/workfolder?workFolder=${workFolderId}`);
    const figures = page.getByRole('region', { name: 'Figures of the period' });
    await figures
      .getByRole('link', { name: /^Revenue/ })
      .getByText(figure('30000'))
      .waitFor();
    await figures.getByRole('link', { name: /^Cash/ }).getByText(figure('15775')).waitFor();
    await figures
      .getByRole('link', { name: /^Receivables/ })
      .getByText(figure('20000'))
      .waitFor();
    await figures
      .getByRole('link', { name: /^Result/ })
      .getByText(figure('30000'))
      .waitFor();
    assert.equal(await page.getByRole('img', { name: /^Revenue and expenses by month/ }).count(), 1);
    assert.equal(await page.getByRole('img', { name: /^Cash at the end of each month/ }).count(), 1);
    // The folder's own facts are still there, under the dashboard.
    await page.getByRole('group', { name: 'Entries posted' }).waitFor();
    await screenshot(page, 'reports-dashboard-desktop');
  });

  it('opens a balance sheet rubric to its accounts, then the general ledger of the cash account', async () => {
    await page.goto('/accounting/balance-sheet');
    const assets = page.getByRole('table', { name: 'Assets' });
    await assets.waitFor();
    // The rubric of treasury holds the cash account 571 (SYSCOHADA BS: banks, postal cheques, cash).
    const rubric = assets.locator('tr[data-ref="BS"]').getByRole('button');
    await rubric.click();
    assert.equal(await rubric.getAttribute('aria-expanded'), 'true');
    const cash = assets.locator('tr[data-rubric="BS"][data-account^="57"]');
    await cash.getByText(figure('15775')).waitFor();
    await assets.locator('tr[data-ref="BI"]').getByRole('button').click();
    await assets.locator('tr[data-rubric="BI"][data-account^="411"]').getByText(figure('20000')).waitFor();
    await screenshot(page, 'reports-balance-sheet-desktop');

    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('.mantine-AppShell-navbar').isVisible(), false, 'no side menu on paper');
    assert.equal(await page.getByRole('button', { name: 'Export as PDF' }).isVisible(), false, 'no buttons on paper');
    await assets.waitFor();
    await screenshot(page, 'reports-balance-sheet-print');
    await page.emulateMedia({ media: 'screen' });

    await cash.getByRole('link').click();
    await page.waitForURL(/\/accounting\/general-ledger\?accountId=[^&]+&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    const ledger = page.getByRole('table', { name: /^General ledger 57/ });
    await ledger.waitFor();
    const lines = ledger.getByTestId('ledger-line');
    assert.equal(await lines.count(), 1);
    assert.match((await lines.first().textContent()) ?? '', figure('15775'));
    assert.match((await ledger.getByTestId('ledger-closing').textContent()) ?? '', figure('15775'));
    // The account picker names the account of the address once the chart has come.
    await page.getByRole('combobox', { name: 'Account' }).and(page.locator('[value^="57"]')).waitFor();
    await screenshot(page, 'reports-general-ledger-desktop');
  });

  it('puts the customer in the 0–30 days bucket of the aged receivables', async () => {
    await page.goto('/sale/aged-receivables');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Hôtel du Wouri' }) });
    await row.locator('[data-bucket="days0To30"]').getByText(figure('20000')).waitFor();
    assert.equal((await row.locator('[data-bucket="notDue"]').textContent())?.trim(), '');
    await screenshot(page, 'reports-aged-receivables-desktop');
  });

  it('shows the VAT collected on the sale in the VAT return, principal and CAC apart', async () => {
    await page.goto('/accounting/vat');
    const collected = page.getByRole('table', { name: 'VAT return' }).locator('tr[data-figure="collected"]');
    await collected.getByText(figure('5775')).waitFor();
    // Cameroon's 19.25 % is 17.5 % of principal and a CAC of 10 % of it: 5,250 + 525.
    const cells = await collected.locator('td').allTextContents();
    assert.deepEqual(
      cells.slice(1).map((cell) => cell.replace(/\D/g, '')),
      ['5775', '5250', '525'],
    );
    await screenshot(page, 'reports-vat-desktop');
  });

  it('exports the trial balance as a CSV file holding its figures', async () => {
    await page.goto('/accounting/trial-balance');
    await page.getByRole('table', { name: 'Trial balance' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as CSV' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^trial-balance_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    assert.match(csv, /Trial balance/);
    const rows = csv.split('\r\n').map((line) => line.split(','));
    const customers = rows.find((cells) => cells[0]?.startsWith('411'));
    assert.ok(customers?.includes('35775') && customers.includes(AMOUNT_PAID), `411 row: ${customers}`);
    assert.ok(
      rows.some((cells) => cells[0]?.startsWith('443') && cells.includes('5775')),
      'VAT collected row',
    );
    await page.getByRole('button', { name: 'Export as CSV' }).and(page.locator(':enabled')).waitFor();
  });

  it('reads the same screens in French', async () => {
    await page.goto(`/workfolder?workFolder=${workFolderId}&lang=fr`);
    await page
      .getByRole('region', { name: 'Chiffres de la période' })
      .getByRole('link', { name: /^Chiffre d'affaires/ })
      .getByText(figure('30000'))
      .waitFor();
    await screenshot(page, 'reports-dashboard-fr');
    await page.goto('/accounting/balance-sheet');
    await page.getByRole('table', { name: 'Actif' }).locator('tr[data-ref="BS"]').getByRole('button').click();
    await page.locator('tr[data-rubric="BS"]').first().waitFor();
    await screenshot(page, 'reports-balance-sheet-fr');
    await page.goto('/sale/aged-receivables');
    await page.getByRole('heading', { level: 1, name: 'Balance âgée clients' }).waitFor();
    await page.getByRole('link', { name: 'Hôtel du Wouri' }).waitFor();
    await screenshot(page, 'reports-aged-receivables-fr');
    await page.goto('/accounting/vat');
    await page.getByRole('group', { name: 'TVA collectée' }).waitFor();
    await screenshot(page, 'reports-vat-fr');
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});

describe('dashboard on a phone (390×844)', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ({ context, page } = await newPage(browser, MOBILE, pageErrors));
  });
  after(async () => {
    await closePage(context);
  });

  it('shows the figures two by two and the charts one under the other', async () => {
    await page.goto('/auth/login?returnUrl=%2Fworkfolder');
    await logIn(page, owner);
    await page.waitForURL(/\/workfolder$/);
    await page.getByRole('region', { name: 'Figures of the period' }).getByText(figure('30000')).first().waitFor();
    await screenshot(page, 'reports-dashboard-mobile');
    await page.getByTestId('chart-revenue-expenses').scrollIntoViewIfNeeded();
    await screenshot(page, 'reports-dashboard-charts-mobile');
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});
