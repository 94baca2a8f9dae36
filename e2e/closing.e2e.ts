// Closing the month and reading the year in a real browser: a Cameroonian company with a draft, a posted
// entry and a customer invoice past its due date; the month-close screen lists what remains in the month, each
// item leading to where it is fixed, and the cash-flow statement (TFT) ties with the balances.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  allowFutureEntries,
  apiGet,
  apiSend,
  closePage,
  DESKTOP,
  figure,
  type LayoutScreen,
  launchBrowser,
  logInToWorkFolder,
  MOBILE,
  newOwner,
  newPage,
  SCREENSHOTS,
  screenshot,
  signUpThroughApi,
  stored,
  visitScreens,
  xsrfHeaders,
} from './helpers.ts';

const owner = newOwner('Quincaillerie Closing', 'closing.cm');

/**
 * The package's PDF rendered page by page (poppler's pdftoppm, installed with Chromium by .ci/run): a cover,
 * then the balance sheet, the income statement and the cash-flow statement, each page drawn; its text read back.
 */
function lookAtPackagePdf(path: string): void {
  const pages = mkdtempSync(join(tmpdir(), 'bilan-package-'));
  execFileSync('pdftoppm', ['-r', '40', '-png', path, join(pages, 'page')]);
  const images = readdirSync(pages).filter((name) => name.endsWith('.png'));
  assert.ok(images.length >= 4, `cover and three statements, got ${images.length} pages`);
  for (const image of images) assert.ok(statSync(join(pages, image)).size > 1_000, `${image} is drawn`);
  copyFileSync(join(pages, images.sort()[0] ?? ''), join(SCREENSHOTS, 'closing-annual-package-pdf-cover.png'));
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  for (const line of [
    '[OK] The year is closed',
    'Cash-flow statement',
    'Net cash at 31 December (G+A)',
    'Balance sheet',
  ]) {
    assert.ok(text.includes(line), `the PDF says "${line}"`);
  }
  // Its figures, as the screens give them: the CAFG of 50,000 (the unpaid invoice), taken back by the receivables.
  assert.match(text, /FA\s+Overall self-financing capacity \(CAFG\)\s+50,000\b/);
  assert.match(text, /FD\s+- Change in receivables\s+[-−]51,100\b/);
  assert.match(text, /XI\s+NET INCOME\s+50,000\b/);
  rmSync(pages, { recursive: true, force: true });
}
/** The package's XLSX read back: a sheet per statement, the TFT's ZH the treasury at the end (50,000 unpaid: 0). */
async function readPackageXlsx(path: string): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
  const names = workbook.worksheets.map((sheet) => sheet.name);
  for (const name of ['Balance sheet', 'Income statement', 'Cash-flow statement', 'Notes'])
    assert.ok(names.includes(name), `the XLSX has a "${name}" sheet, got ${names.join(', ')}`);
  const cashFlow = workbook.getWorksheet('Cash-flow statement');
  const zh = cashFlow?.getRows(1, cashFlow.rowCount)?.find((row) => row.getCell(1).value === 'ZH');
  assert.equal(zh?.getCell(3).value, 0);
}

/** The package's CSV read back: every line with its reference, the income statement's result of 50,000. */
function readPackageCsv(path: string): void {
  const csv = readFileSync(path, 'utf8');
  assert.ok(csv.includes('statement,ref,label,column,amount'), 'the CSV has its header');
  assert.match(csv, /^incomeStatement,XI,[^\n]*,amount,50000$/m);
  assert.match(csv, /^cashFlow,FA,[^\n]*,amount,50000$/m);
}

/** The package of the closed year, as the layout journeys look at a screen (e2e/helpers.ts `visitScreens`). */
const PACKAGE_SCREEN: LayoutScreen = {
  name: 'annual-package',
  path: () => '/accounting/annual-package',
  ready: (page) => page.locator('[data-check="YEAR_CLOSED"]').waitFor(),
};

const pageErrors: string[] = [];
let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('closing journey (desktop)', () => {
  let context: BrowserContext;
  let page: Page;
  let year: string;
  let workFolderId: string;
  let draftId: string;

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner);
  });
  after(async () => {
    await closePage(context);
    assert.deepEqual(pageErrors, []);
  });

  it('posts a February invoice due in February, and leaves a draft entry in February', async () => {
    await logInToWorkFolder(page, owner);
    // Its books are dated in fixed months of the year, which may still be to come.
    await allowFutureEntries(page);
    const companyId = await stored(page, 'company');
    workFolderId = await stored(page, 'workFolder');
    const folder = await apiGet<{ startDate: string }>(page, `/v1/accountings/workFolders/${workFolderId}`);
    year = folder.startDate.slice(0, 4);
    const customer = await apiSend<{ id: string }>(page, 'POST', `/v1/companies/${companyId}/customers`, {
      name: 'Hôtel Akwa Palace',
    });
    const documents = `/v1/accountings/documents/workFolders/${workFolderId}`;
    const invoice = await apiSend<{ id: string }>(page, 'POST', documents, {
      type: 'SALE_INVOICE',
      date: `${year}-02-02`,
      dueDate: `${year}-02-10`,
      partyId: customer.id,
      lines: [{ description: 'Ciment (sacs)', quantity: '10', unitPrice: '5000', vatRate: '0' }],
    });
    await apiSend(page, 'POST', `/v1/accountings/documents/${invoice.id}/workFolders/${workFolderId}/state/VALIDATED`);
    ({ id: draftId } = await apiSend<{ id: string }>(page, 'POST', documents, {
      type: 'JOURNAL_ENTRY',
      date: `${year}-02-20`,
      label: 'Frais bancaires à valider',
      lines: [],
    }));
  });

  it('lists what remains in February and leads to where each is fixed', async () => {
    await page.goto(`/accounting/month-close?period=${year}-02`);
    const drafts = page.getByRole('region', { name: 'Drafts' });
    await drafts.getByText('1 to do').waitFor();
    const overdue = page.getByRole('region', { name: 'Overdue items' });
    await overdue
      .getByRole('link', { name: /1 customer owes/ })
      .getByText(figure('50000'))
      .waitFor();
    await page.getByRole('region', { name: 'Statement lines' }).getByText('done').waitFor();
    await page.getByText('to finish').waitFor();
    const vat = page.getByRole('region', { name: 'VAT return' });
    await vat.getByText('1 to do').waitFor();
    await screenshot(page, 'closing-month-close-desktop');
    await drafts.getByRole('link').first().click();
    await page.waitForURL(/\/accounting\/entries\/[^/]+$/);
  });

  it('files the VAT return of February, reads its VAT done and the period locked on the folder', async () => {
    const filed = await apiSend<{ id: string }>(
      page,
      'POST',
      `/v1/accountings/workFolders/${workFolderId}/vat-returns`,
      {
        period: `${year}-02`,
      },
    );
    assert.ok(filed.id);
    await page.goto(`/accounting/month-close?period=${year}-02`);
    const vat = page.getByRole('region', { name: 'VAT return' });
    await vat.getByText('done').waitFor();
    await page.goto(`/workfolder?workFolder=${workFolderId}`);
    const periods = page.getByRole('table', { name: 'VAT periods' });
    await periods.locator(`tr[data-period="${year}-02"]`).getByText('return filed, locked').waitFor();
    await periods.locator(`tr[data-period="${year}-03"]`).getByText('open').waitFor();
    await screenshot(page, 'closing-work-folder-vat-periods-desktop');
  });

  it('shows the cash-flow statement of the folder, tying with the balances', async () => {
    await page.goto('/accounting/cash-flow');
    const table = page.getByRole('table', { name: 'Cash-flow statement' });
    await table.waitFor();
    // The invoice is unpaid: the CAFG of 50,000 is taken back by the change in receivables, with the 1,100 of
    // income-tax instalment (2.2 % of February's turnover) February's filing booked to 4492 against 441: no cash moved.
    await table.locator('tr[data-ref="FA"]').getByText(figure('50000')).waitFor();
    await table
      .locator('tr[data-ref="FD"]')
      .getByText(/[-−]51[,\u202f\u00a0 ]100/)
      .waitFor();
    await table.locator('tr[data-ref="FE"]').getByText(figure('1100')).waitFor();
    await table.locator('tr[data-ref="ZG"]').getByText(/^0$/).waitFor();
    assert.equal(await page.getByText('The statement does not tie').count(), 0);
    await screenshot(page, 'closing-cash-flow-desktop');
  });

  it('shows the notes, the customer owing 50,000 within a year by the note on receivables by maturity', async () => {
    await page.goto('/accounting/notes');
    const customers = page.getByRole('table', { name: 'Note 7: Customers' });
    await customers.waitFor();
    const line = customers.locator('tr[data-ref="BI"]');
    await line.locator('[data-maturity="upToOneYear"]').getByText(figure('50000')).waitFor();
    assert.equal(await line.locator('[data-maturity="oneToTwoYears"]').textContent(), '');
    await screenshot(page, 'closing-notes-desktop');
  });

  it('says a company under the minimal cash system files no TFT, on its screen and in its package', async () => {
    await page.goto('/apps/settings');
    const system = page.getByRole('combobox', { name: /^System of accounts \(SYSCOHADA\)/ });
    await system.scrollIntoViewIfNeeded();
    await system.click();
    await page.getByRole('option', { name: 'Minimal cash system (SMT)' }).click();
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await page.getByText('Operation completed successfully').first().waitFor();
    await page.goto('/accounting/cash-flow');
    await page
      .getByTestId('cash-flow-minimal-cash')
      .getByText(/minimal cash system \(SMT\)/)
      .waitFor();
    assert.equal(await page.getByRole('table', { name: 'Cash-flow statement' }).count(), 0);
    await screenshot(page, 'closing-cash-flow-minimal-cash-desktop');
    await page.goto('/accounting/annual-package');
    await page
      .locator('[data-omitted="cashFlow"]')
      .getByText(/minimal cash system \(SMT\)/)
      .waitFor();
    // Back to the normal system: the package of the closed year holds the TFT.
    const companyId = await stored(page, 'company');
    const settings = await apiGet<Record<string, unknown>>(page, `/v1/companies/${companyId}/settings`);
    const { companyId: _companyId, updatedAt: _updatedAt, ...body } = settings;
    await apiSend(page, 'PUT', `/v1/companies/${companyId}/settings`, { ...body, accountingSystem: 'NORMAL' });
  });

  it('reads the checks of the annual package of the open year, then of the closed year, and downloads its files', async () => {
    await page.goto('/accounting/annual-package');
    const checks = page.getByRole('region', { name: 'Checks before filing' });
    await checks.locator('[data-check="YEAR_CLOSED"]').getByText('to review').waitFor();
    await checks.locator('[data-check="NO_DRAFTS"]').getByText('1 draft left in the folder.').waitFor();
    await page.getByText('Not ready yet').waitFor();
    await screenshot(page, 'closing-annual-package-open-year-desktop');

    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const deleted = await page.request.delete(`/v1/accountings/documents/${draftId}/workFolders/${workFolderId}`, {
      headers: { ...(await xsrfHeaders(page.request)), Authorization: `Bearer ${token}` },
    });
    assert.equal(deleted.status(), 204);
    await apiSend(page, 'POST', `/v1/accountings/workFolders/${workFolderId}/close`);
    await page.goto(`/workfolder?workFolder=${workFolderId}`);
    await page.waitForFunction((id) => localStorage.getItem('workFolder') === id, workFolderId);
    await page.goto('/accounting/annual-package');
    await page.getByText('Ready to file').waitFor();
    await screenshot(page, 'closing-annual-package-desktop');
    for (const format of ['PDF', 'XLSX', 'CSV']) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Export as ${format}` }).click(),
      ]);
      assert.equal(download.suggestedFilename(), `annual-package_${year}-01-01_${year}-12-31.${format.toLowerCase()}`);
      if (format === 'PDF') lookAtPackagePdf(await download.path());
      if (format === 'XLSX') await readPackageXlsx(await download.path());
      if (format === 'CSV') readPackageCsv(await download.path());
    }
  });

  it('shows the package in French too, with no label cut, and on a phone in both languages', async () => {
    await visitScreens(page, [PACKAGE_SCREEN], 'fr', 'desktop');
    await page.getByText('Prête à déposer').waitFor();
    const phone = await newPage(browser, MOBILE, pageErrors);
    try {
      await logInToWorkFolder(phone.page, owner);
      await phone.page.goto(`/workfolder?workFolder=${workFolderId}`);
      await phone.page.waitForFunction((id) => localStorage.getItem('workFolder') === id, workFolderId);
      await visitScreens(phone.page, [PACKAGE_SCREEN], 'en', 'mobile');
      await visitScreens(phone.page, [PACKAGE_SCREEN], 'fr', 'mobile');
    } finally {
      await closePage(phone.context);
    }
  });
});
