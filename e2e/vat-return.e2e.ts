// Filing a VAT return in a real browser: a January sale through the API, then the VAT screen of
// January, filed after its confirmation; the month shown locked; an invoice dated in January refused
// with PERIOD_FILED when validated; the VAT due paid from the bank. Screenshots and axe on each state.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiGet,
  apiSend,
  closePage,
  DESKTOP,
  launchBrowser,
  logInToWorkFolder,
  newOwner,
  newPage,
  screenshot,
  signUpThroughApi,
  stored,
  toastsGone,
} from './helpers.ts';

const owner = newOwner('Boulangerie TVA', 'vat.cm');

let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

describe('VAT return journey (desktop)', () => {
  let context: BrowserContext;
  let page: Page;
  let workFolderId: string;
  let year: string;
  let customerId: string;

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner);
  });
  after(async () => {
    await closePage(context);
  });

  async function invoice(date: string, validate: boolean): Promise<string> {
    const documents = `/v1/accountings/documents/workFolders/${workFolderId}`;
    const draft = await apiSend<{ id: string }>(page, 'POST', documents, {
      type: 'SALE_INVOICE',
      date,
      dueDate: date,
      partyId: customerId,
      lines: [{ description: 'Pain de mie (carton)', quantity: '3', unitPrice: '10000', vatRate: '19.25' }],
    });
    if (validate) {
      await apiSend(page, 'POST', `/v1/accountings/documents/${draft.id}/workFolders/${workFolderId}/state/VALIDATED`);
    }
    return draft.id;
  }

  it('posts a January sale through the API: 30,000 + 5,775 of VAT', async () => {
    await logInToWorkFolder(page, owner);
    const companyId = await stored(page, 'company');
    workFolderId = await stored(page, 'workFolder');
    const folder = await apiGet<{ startDate: string }>(page, `/v1/accountings/workFolders/${workFolderId}`);
    year = folder.startDate.slice(0, 4);
    customerId = (
      await apiSend<{ id: string }>(page, 'POST', `/v1/companies/${companyId}/customers`, { name: 'Hôtel du Wouri' })
    ).id;
    await invoice(`${year}-01-10`, true);
  });

  it('files January after a confirmation saying it locks the month', async () => {
    await page.goto(`/accounting/vat?period=${year}-01`);
    await page.getByText('Not filed yet').waitFor();
    await page.locator('[data-box="NET"]').getByText('5,775').waitFor();
    await screenshot(page, 'vat-return-open-desktop');
    await page.getByRole('button', { name: 'File the return' }).click();
    const dialog = page.getByRole('dialog', { name: /File the VAT return of January/ });
    await dialog.getByText(/locks the period/).waitFor();
    await screenshot(page, 'vat-return-confirm-filing');
    await dialog.getByRole('button', { name: 'File and lock the period' }).click();
    await page.getByText('Filed: the period is locked').waitFor();
    await toastsGone(page);
    await screenshot(page, 'vat-return-filed-desktop');
  });

  it('refuses to validate an invoice dated in January, and says why', async () => {
    const draftId = await invoice(`${year}-01-20`, false);
    await page.goto(`/sale/invoices/${draftId}`);
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Validate this invoice?' })
      .getByRole('button', { name: 'Validate and post' })
      .click();
    await page
      .getByText(/The VAT return of this period is filed/)
      .first()
      .waitFor();
    await screenshot(page, 'vat-return-period-filed-error');
    const draft = await apiGet<{ state: string }>(
      page,
      `/v1/accountings/documents/${draftId}/workFolders/${workFolderId}`,
    );
    assert.equal(draft.state, 'DRAFT');
  });

  it('pays the VAT due of January from the bank', async () => {
    await page.goto(`/accounting/vat?period=${year}-01`);
    await page.getByRole('button', { name: 'Pay the VAT' }).click();
    const dialog = page.getByRole('dialog', { name: /Pay the VAT of January/ });
    assert.equal(await dialog.getByLabel('Amount').inputValue(), '5775');
    await screenshot(page, 'vat-return-payment-dialog');
    await dialog.getByRole('button', { name: 'Record the payment' }).click();
    await page.getByRole('button', { name: 'Pay the VAT' }).waitFor({ state: 'detached' });
    const periods = await apiGet<{ items: Array<{ period: string; paid: boolean; amountPaid: string }> }>(
      page,
      `/v1/accountings/workFolders/${workFolderId}/vat-periods`,
    );
    assert.deepEqual(periods.items[0], { ...periods.items[0], period: `${year}-01`, paid: true, amountPaid: '5775' });
    await toastsGone(page);
    await screenshot(page, 'vat-return-paid-desktop');
    assert.deepEqual(pageErrors, []);
  });
});
