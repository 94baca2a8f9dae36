// A XAF company's bank account kept in euros, in a real browser: set to EUR and paid a 500 EUR invoice
// through the API, the account shows its currency locked; the user imports the bank's CAMT.053 statement
// in euros, reconciles the receipt with its suggestion, posts the 12.50 EUR fee (8,199 XAF at the parity)
// and reads the report balanced in euros with the ledger's XAF balance noted (500 EUR = 327,979 XAF,
// less 8,199 = 319,780 XAF); then, on a phone, transfers 100 EUR to the XAF cash for 65,000 XAF, the
// 596 XAF loss previewed; axe on each screen, screenshots on desktop and on a phone.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiGet,
  apiSend,
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
  stored,
  toastsGone,
} from './helpers.ts';

const owner = newOwner('Négoce Treasury Euro', 'treasury-euro.cm');
// The API's calendar is UTC: the invoice, its receipt and the statement's lines are all dated today.
const today = new Date().toISOString().slice(0, 10);
const IBAN = 'FR7630006000011234567890189';
const CAMT = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<Stmt><Id>EUR-1</Id><Acct><Id><IBAN>${IBAN}</IBAN></Id><Ccy>EUR</Ccy></Acct>
<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal>
<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">487.50</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal>
<Ntry><Amt Ccy="EUR">500.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>${today}</Dt></BookgDt><AddtlNtryInf>Virement Comptoir de Lyon</AddtlNtryInf></Ntry>
<Ntry><Amt Ccy="EUR">12.50</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>${today}</Dt></BookgDt><AddtlNtryInf>Frais de tenue de compte</AddtlNtryInf></Ntry>
</Stmt></BkToCstmrStmt></Document>`;

let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** Through the API: 5211 kept in EUR, then a 500 EUR invoice paid into it. */
async function eurAccountPaid(page: Page) {
  const companyId = await stored(page, 'company');
  const workFolderId = await stored(page, 'workFolder');
  const treasury = `/v1/accountings/companies/${companyId}/treasury-accounts`;
  const accounts = await apiGet<{ items: Array<{ accountId: string; accountNumber: string }> }>(
    page,
    `${treasury}?limit=500`,
  );
  const bank = accounts.items.find((item) => item.accountNumber === '5211');
  assert.ok(bank, 'the chart has 5211');
  await apiSend(page, 'PUT', `${treasury}/${bank.accountId}`, { kind: 'BANK', currency: 'EUR' });
  const customer = await apiSend<{ id: string }>(page, 'POST', `/v1/companies/${companyId}/customers`, {
    name: 'Comptoir de Lyon',
    currency: 'EUR',
  });
  const invoice = await apiSend<{ id: string }>(page, 'POST', `/v1/accountings/documents/workFolders/${workFolderId}`, {
    type: 'SALE_INVOICE',
    date: today,
    partyId: customer.id,
    currency: 'EUR',
    lines: [{ description: 'Farine T55 (palette)', quantity: '1', unitPrice: '500.00', vatRate: '0' }],
  });
  await apiSend(page, 'POST', `/v1/accountings/documents/${invoice.id}/workFolders/${workFolderId}/state/VALIDATED`);
  const receipt = await apiSend<{ id: string }>(page, 'POST', `/v1/accountings/payments/workFolders/${workFolderId}`, {
    type: 'RECEIPT',
    accountingDocumentId: invoice.id,
    date: today,
    amount: '500.00',
    method: 'BANK_TRANSFER',
    treasuryAccountId: bank.accountId,
  });
  await apiSend(page, 'POST', `/v1/accountings/payments/${receipt.id}/workFolders/${workFolderId}/state/VALIDATED`);
}

describe('treasury account in euros journey', () => {
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

  it('shows the EUR account with its currency locked once it has lines', async () => {
    await logInToWorkFolder(page, owner);
    await eurAccountPaid(page);
    await page.goto('/accounting/bank-statements');
    await page.getByRole('combobox', { name: 'Treasury account' }).fill('5211');
    await page.getByRole('option', { name: /^5211 / }).click();
    const summary = page.getByTestId('treasury-account');
    await summary.getByText(/^Journal BQ · EUR/).waitFor();
    await summary.getByRole('button', { name: 'Change' }).click();
    const currency = page.getByRole('textbox', { name: 'Currency' });
    await currency.waitFor();
    assert.equal(await currency.isDisabled(), true);
    assert.equal(await currency.inputValue(), 'EUR');
    await page.getByText('The account has journal lines: its currency can no longer change.').waitFor();
    await screenshot(page, 'treasury-currency-locked-desktop');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('imports the bank’s statement in euros, at the cent', async () => {
    await page.locator('input[type="file"]').setInputFiles({
      name: 'releve-eur.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(CAMT, 'utf8'),
    });
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('table', { name: 'Columns as mapped: check them before importing' });
    await preview.getByText('Frais de tenue de compte').waitFor();
    await preview.getByText('-12.50').waitFor();
    await screenshot(page, 'treasury-currency-import-desktop');
    await page.getByRole('button', { name: 'Import 2 lines' }).click();
    await page.waitForURL(/\/accounting\/bank-statements\/[0-9a-f-]{36}$/);
    statementUrl = new URL(page.url()).pathname;
  });

  it('reconciles the receipt in euros and posts the fee at the parity', async () => {
    await page.getByText(/5211 · EUR ·/).waitFor();
    // The book line in euros, with the ledger's XAF beside it: 500 × 655.957 = 327,978.5 → 327,979.
    await page.getByText('327,979 XAF').waitFor();
    await page.getByRole('radio', { name: /Virement Comptoir de Lyon/ }).check();
    await page.getByRole('button', { name: /^Reconcile with BQ-/ }).click();
    await page.getByText('Line reconciled').waitFor();
    await page.getByRole('radio', { name: /Frais de tenue de compte/ }).check();
    const counterAccount = page.getByRole('combobox', { name: /Counter-account/ });
    await counterAccount.fill('6318');
    await counterAccount.press('Enter');
    await page.getByRole('button', { name: 'Post the entry' }).click();
    await page.getByText(/^Entry BQ-.* posted and reconciled$/).waitFor();
    await toastsGone(page);
    await screenshot(page, 'treasury-currency-statement-desktop');
  });

  it('reads the report balanced in euros, the ledger’s XAF balance noted', async () => {
    await page.getByRole('link', { name: 'Reconciliation report' }).click();
    await page.getByTestId('reconciliation-status').getByText('Balanced').waitFor();
    const table = page.getByRole('table', { name: 'Bank reconciliation' });
    await table.getByRole('columnheader', { name: 'Amount (EUR)' }).waitFor();
    await table.getByText('Reconciled items (2)').waitFor();
    // 327,979 − 12.50 × 655.957 (8,199.4625 → 8,199) = 319,780 XAF.
    await page
      .getByTestId('company-book-balance')
      .getByText('Book balance in XAF, as the ledger keeps it: 319,780')
      .waitFor();
    await toastsGone(page);
    await screenshot(page, 'treasury-currency-report-desktop');
  });

  it('fits a phone', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto(statementUrl);
    await page.getByRole('radio', { name: /Virement Comptoir de Lyon/ }).waitFor();
    await screenshot(page, 'treasury-currency-statement-mobile');
    await page.getByRole('link', { name: 'Reconciliation report' }).click();
    await page.getByTestId('company-book-balance').waitFor();
    await screenshot(page, 'treasury-currency-report-mobile');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= MOBILE.width, `the page is ${width} px wide on a ${MOBILE.width} px screen`);
  });

  it('transfers 100 EUR to the cash in XAF on a phone, the loss shown before posting', async () => {
    await page.goto('/accounting/bank-statements');
    await page.getByRole('button', { name: 'Transfer between accounts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer between accounts' });
    await dialog.getByRole('combobox', { name: /^From account/ }).fill('5211');
    await page.getByRole('option', { name: /^5211 / }).click();
    await dialog.getByRole('combobox', { name: /^To account/ }).fill('5711');
    await page.getByRole('option', { name: /^5711 / }).click();
    await dialog.getByRole('textbox', { name: /^Amount sent EUR/ }).fill('100');
    await dialog.getByRole('textbox', { name: /^Amount received XAF/ }).fill('65000');
    // 100 EUR × 655.957 = 65,595.7 → 65,596 XAF sent for 65,000 received: a loss of 596 (676).
    await dialog.getByTestId('transfer-implied-rate').getByText('Implied rate: 1 EUR = 650 XAF').waitFor();
    await dialog
      .getByTestId('transfer-difference')
      .getByText(/^Exchange loss booked: FCFA\s?596$/)
      .waitFor();
    await screenshot(page, 'treasury-transfer-modal-mobile');
    await dialog.getByRole('button', { name: 'Post the transfer' }).click();
    await page.getByText(/^Transfer BQ-.* posted$/).waitFor();
    const transfers = page.getByRole('table', { name: 'Transfers between accounts' });
    await transfers.getByText('5211 → 5711').waitFor();
    await toastsGone(page);
    await screenshot(page, 'treasury-transfer-list-mobile');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= MOBILE.width, `the page is ${width} px wide on a ${MOBILE.width} px screen`);
  });

  it('records a 1,000 EUR loan into the EUR account and repays 400 EUR, on a phone', async () => {
    await page.goto('/accounting/bank-statements');
    await page.getByRole('button', { name: 'Loan in foreign currency' }).click();
    const dialog = page.getByRole('dialog', { name: 'Loan in foreign currency' });
    await dialog.getByRole('textbox', { name: /^Lender/ }).fill('Banque de Lyon');
    await dialog.getByRole('combobox', { name: /^Borrowing account/ }).click();
    await page.getByRole('option', { name: /^162 / }).click();
    await dialog.getByRole('textbox', { name: /^Currency/ }).fill('EUR');
    await dialog.getByRole('textbox', { name: /^Principal/ }).fill('1000');
    await dialog.getByRole('combobox', { name: /^Treasury account/ }).click();
    await page.getByRole('option', { name: /5211/ }).click();
    await assertAccessible(page, 'loan-modal-mobile');
    await dialog.getByRole('button', { name: 'Record and post the loan' }).click();
    await page.getByText('Loan posted at the rate of its date.').waitFor();
    const loans = page.getByRole('table', { name: 'Loans in foreign currency' });
    await loans.getByText('Banque de Lyon').waitFor();
    await loans.getByRole('button', { name: 'Repay' }).click();
    const repayment = page.getByRole('dialog', { name: 'Repayment to Banque de Lyon' });
    await repayment.getByRole('textbox', { name: /^Principal repaid/ }).fill('400');
    // The repayment leaves from the account the loan came into unless another is chosen.
    await repayment
      .getByRole('combobox', { name: /^Treasury account/ })
      .and(page.locator('[value^="5211"]'))
      .waitFor();
    await repayment.getByRole('button', { name: 'Record and post the repayment' }).click();
    await page.getByText('Repayment posted; the exchange difference is booked with it.').waitFor();
    // 1,000 EUR less 400 EUR repaid: 600 EUR left, at the parity no difference.
    await loans.getByText(/^€600\.00$/).waitFor();
    await toastsGone(page);
    await screenshot(page, 'treasury-loan-list-mobile');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= MOBILE.width, `the page is ${width} px wide on a ${MOBILE.width} px screen`);
  });

  it('cancels the repayment by its reversal, on a phone: 1,000 EUR are owed again', async () => {
    const loans = page.getByRole('table', { name: 'Loans in foreign currency' });
    await loans.getByRole('button', { name: /^Cancel the repayment of/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Cancel this repayment of/ });
    await assertAccessible(page, 'loan-repayment-cancel-mobile');
    await dialog.getByRole('button', { name: 'Cancel by a reversal' }).click();
    await page.getByText('Cancelled: the reversing entry is posted.').waitFor();
    await loans
      .getByText(/^€1,000\.00$/)
      .first()
      .waitFor();
    await loans.getByRole('button', { name: 'Cancel the loan from Banque de Lyon' }).waitFor();
    await toastsGone(page);
    await screenshot(page, 'treasury-loan-cancelled-mobile');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= MOBILE.width, `the page is ${width} px wide on a ${MOBILE.width} px screen`);
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});
