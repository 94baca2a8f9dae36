// The year-end entries in a real browser: with a year's sales, purchases, stock and a customer's unpaid
// invoice set up through the API, the user books an accrual (its reversal waits for next year's
// folder), the stock count, a doubtful customer with its allowance, a provision and the income tax
// (Cameroon's minimum tax binds), reading each step's state; axe on each screen, screenshots in English
// and French on desktop and on a phone.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

const owner = newOwner('Quincaillerie Year End', 'year-end.cm');
const today = new Date().toISOString().slice(0, 10);

let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

type ChartClass = { accounts: Array<{ id: string; number: string }> };

/** A validated hand entry, accounts named by number. */
async function handEntry(
  page: Page,
  workFolderId: string,
  ids: Map<string, string>,
  lines: Array<[string, string, string]>,
) {
  const documents = `/v1/accountings/documents/workFolders/${workFolderId}`;
  const draft = await apiSend<{ id: string }>(page, 'POST', documents, {
    type: 'JOURNAL_ENTRY',
    date: today,
    label: 'Set-up',
    lines: lines.map(([number, debit, credit]) => ({
      accountId: ids.get(number),
      debit: debit || null,
      credit: credit || null,
    })),
  });
  await apiSend(page, 'POST', `/v1/accountings/documents/${draft.id}/workFolders/${workFolderId}/state/VALIDATED`);
}

describe('year-end journey', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner);
  });
  after(async () => {
    await closePage(context);
  });

  it('logs in, then sets up a year of books and an unpaid invoice through the API', async () => {
    await logInToWorkFolder(page, owner);
    const companyId = await stored(page, 'company');
    const workFolderId = await stored(page, 'workFolder');
    // The journey runs before the year ends, and year-end entries are dated on its last day: the company
    // allows entries dated after today, as an accountant closing early would have to.
    const {
      companyId: _company,
      updatedAt: _updatedAt,
      ...settings
    } = await apiGet<Record<string, unknown>>(page, `/v1/companies/${companyId}/settings`);
    await apiSend(page, 'PUT', `/v1/companies/${companyId}/settings`, { ...settings, allowFutureEntries: true });
    const chart = await apiGet<ChartClass[]>(page, `/v1/accountings/companies/${companyId}/chart-of-accounts`);
    const ids = new Map(
      chart.flatMap((group) => group.accounts.map((account) => [account.number, account.id] as const)),
    );
    await handEntry(page, workFolderId, ids, [
      ['5211', '120000000', ''],
      ['7011', '', '120000000'],
    ]);
    await handEntry(page, workFolderId, ids, [
      ['6011', '118000000', ''],
      ['5211', '', '118000000'],
    ]);
    await handEntry(page, workFolderId, ids, [
      ['3111', '2500000', ''],
      ['1013', '', '2500000'],
    ]);
    const customer = await apiSend<{ id: string }>(page, 'POST', `/v1/companies/${companyId}/customers`, {
      name: 'Bâtiments du Nkam',
    });
    const documents = `/v1/accountings/documents/workFolders/${workFolderId}`;
    const invoice = await apiSend<{ id: string }>(page, 'POST', documents, {
      type: 'SALE_INVOICE',
      date: today,
      partyId: customer.id,
      lines: [{ description: 'Tôles ondulées', quantity: '1', unitPrice: '1000000', vatRate: '19.25' }],
    });
    await apiSend(page, 'POST', `/v1/accountings/documents/${invoice.id}/workFolders/${workFolderId}/state/VALIDATED`);
  });

  it('books an accrual whose reversal waits for next year', async () => {
    await page.goto('/accounting/year-end');
    await page.getByTestId('year-end-step-ACCRUALS').getByText('to do', { exact: true }).waitFor();
    await page.getByLabel('Label').fill('Électricité décembre');
    const account = page.getByRole('combobox', { name: 'Charge or income account' });
    await account.fill('6052');
    await account.press('Enter');
    await page.getByLabel('Amount before VAT').fill('100000');
    await page.getByLabel('VAT', { exact: true }).fill('19250');
    await page.getByRole('button', { name: 'Book the accrual' }).click();
    await page.getByText(/waiting for the folder of/).waitFor();
    await page.getByTestId('year-end-step-ACCRUALS').getByText('booked · 1 waiting', { exact: true }).waitFor();
    await toastsGone(page);
    await screenshot(page, 'year-end-accruals-desktop');
  });

  it('books the stock count beside the book balance', async () => {
    await page.getByRole('tab', { name: 'Stock count' }).click();
    await page.getByLabel('Counted 3111').fill('3100000');
    await page.getByLabel(/Write-down 391 3111/).fill('150000');
    await page.getByRole('button', { name: 'Book the count' }).click();
    await page.getByTestId('year-end-step-STOCKS').getByText('booked', { exact: true }).waitFor();
    await page.getByRole('cell', { name: figure('3100000') }).waitFor();
    await toastsGone(page);
    await screenshot(page, 'year-end-stocks-desktop');
  });

  it("moves the customer's invoice to doubtful with an allowance before VAT", async () => {
    await page.getByRole('tab', { name: 'Doubtful receivables' }).click();
    const customer = page.getByRole('combobox', { name: 'Customer' });
    await customer.click();
    await customer.fill('Bâti');
    await page.getByRole('option', { name: /Bâtiments du Nkam/ }).click();
    await page.getByRole('checkbox').first().check();
    await page.getByLabel('VAT', { exact: true }).fill('192500');
    await page.getByLabel('Allowance (part at risk, before VAT)').fill('400000');
    await page.getByRole('button', { name: 'Move to doubtful' }).click();
    await page
      .getByTestId('year-end-step-DOUBTFUL_RECEIVABLES')
      .getByText('booked · 1 waiting', { exact: true })
      .waitFor();
    await page.getByText('No doubtful receivable.').waitFor({ state: 'detached' });
    await toastsGone(page);
    await screenshot(page, 'year-end-doubtful-desktop');
  });

  it('shows the income tax with the minimum tax binding, then books it', async () => {
    await page.getByRole('tab', { name: 'Income tax' }).click();
    await page.getByText('The minimum tax is due: it exceeds the tax on profit.').waitFor();
    await page.getByRole('button', { name: 'Book the income tax' }).click();
    await page.getByTestId('year-end-step-INCOME_TAX').getByText('booked', { exact: true }).waitFor();
    await toastsGone(page);
    await screenshot(page, 'year-end-income-tax-desktop');
  });

  it('reads the screen in French and fits a phone', async () => {
    await page.goto('/accounting/year-end?lang=fr');
    await page.getByRole('heading', { name: "Fin d'exercice" }).waitFor();
    await page.getByText(/attend le dossier du/).waitFor();
    await screenshot(page, 'year-end-accruals-fr');
    await page.setViewportSize(MOBILE);
    await page.getByRole('tab', { name: 'Provisions' }).click();
    await page.getByRole('button', { name: 'Comptabiliser la provision' }).waitFor();
    await screenshot(page, 'year-end-provisions-mobile');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= MOBILE.width, `the page is ${width} px wide on a ${MOBILE.width} px screen`);
    await page.getByRole('tab', { name: 'Régularisations' }).click();
    await page.getByRole('button', { name: 'Comptabiliser la régularisation' }).waitFor();
    await screenshot(page, 'year-end-accruals-mobile');
    const accrualsWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(
      accrualsWidth <= MOBILE.width,
      `the accruals are ${accrualsWidth} px wide on a ${MOBILE.width} px screen`,
    );
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});
