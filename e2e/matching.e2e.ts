// Matching by hand and the aged balance at a past date in a real browser: an invoice dated on the
// folder's first day and a bank transfer received today, posted as a journal entry on the customer's
// sub-account with no link to the invoice (both set up through the API), so nothing matches them.
// The user ticks both lines in the matching panel of the general ledger and matches them; the aged
// receivables leave the customer out today and still show the whole invoice on its date; the
// matching is undone from the customer's page, where the suggested match of the same two lines is
// then confirmed. axe on each screen, screenshots in English and French on desktop and on a phone.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiGet,
  apiSend,
  assertAccessible,
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

const owner = newOwner('Boulangerie Lettrage', 'matching.cm');
// The API's calendar is UTC: the transfer is dated today, the invoice on the folder's first day.
const today = new Date().toISOString().slice(0, 10);
const CUSTOMER = 'Hôtel du Wouri';
const TRANSFER = 'Virement Hôtel du Wouri';

interface ChartClass {
  accounts: { id: string; number: string; subAccounts: { id: string }[] }[];
}
interface OpenItem {
  documentNumber: string;
  debit: string;
  credit: string;
  matchingId: string | null;
}

let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** The matching panel of the screen, its title scrolled to the middle of the screen for the screenshots. */
async function matchingPanel(page: Page, heading: string): Promise<void> {
  const title = page.getByRole('heading', { name: heading });
  await title.waitFor();
  // The sections under it load after it: scrolled once the page has its full height.
  await page.waitForLoadState('networkidle');
  await title.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

describe('matching journey', () => {
  let context: BrowserContext;
  let page: Page;
  let customerId: string;
  let customerAccountId: string;
  let folderStart: string;
  let invoiceNumber: string;
  let transferNumber: string;
  let code: string;

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner);
  });
  after(async () => {
    await closePage(context);
  });

  it('logs in, then posts an invoice and a bank transfer that nothing links through the API', async () => {
    await logInToWorkFolder(page, owner);
    const companyId = await stored(page, 'company');
    const workFolderId = await stored(page, 'workFolder');
    const folders = await apiGet<{ id: string; startDate: string }[]>(
      page,
      `/v1/accountings/workFolders/companies/${companyId}`,
    );
    folderStart = folders.find((folder) => folder.id === workFolderId)?.startDate ?? '';
    assert.ok(folderStart < today, `the folder starts (${folderStart}) before today (${today}): a past date exists`);

    const customer = await apiSend<{ id: string }>(page, 'POST', `/v1/companies/${companyId}/customers`, {
      name: CUSTOMER,
      phone: '677 12 34 56',
    });
    customerId = customer.id;
    const { subAccountId } = await apiGet<{ subAccountId: string }>(
      page,
      `/v1/companies/${companyId}/customers/${customerId}`,
    );
    const accounts = (
      await apiGet<ChartClass[]>(page, `/v1/accountings/companies/${companyId}/chart-of-accounts`)
    ).flatMap((accountClass) => accountClass.accounts);
    const customerAccount = accounts.find((account) => account.subAccounts.some((sub) => sub.id === subAccountId));
    const bank = accounts.find((account) => account.number === '5211');
    assert.ok(customerAccount && bank, 'the chart has the customer account and a bank account');
    customerAccountId = customerAccount.id;

    const documents = `/v1/accountings/documents/workFolders/${workFolderId}`;
    const validate = (id: string) =>
      apiSend(page, 'POST', `/v1/accountings/documents/${id}/workFolders/${workFolderId}/state/VALIDATED`);
    const invoice = await apiSend<{ id: string }>(page, 'POST', documents, {
      type: 'SALE_INVOICE',
      date: folderStart,
      partyId: customerId,
      lines: [{ description: 'Viennoiseries (mois)', quantity: '1', unitPrice: '80000', vatRate: '0' }],
    });
    await validate(invoice.id);
    const transfer = await apiSend<{ id: string }>(page, 'POST', documents, {
      type: 'JOURNAL_ENTRY',
      date: today,
      label: TRANSFER,
      lines: [
        { accountId: bank.id, subAccountId: null, label: TRANSFER, debit: '80000', credit: null },
        { accountId: customerAccount.id, subAccountId, label: TRANSFER, debit: null, credit: '80000' },
      ],
    });
    await validate(transfer.id);

    const open = await apiGet<{ items: OpenItem[] }>(
      page,
      `/v1/accountings/companies/${companyId}/open-items?subAccountId=${subAccountId}`,
    );
    assert.deepEqual(
      open.items.map((item) => [item.debit, item.credit, item.matchingId]),
      [
        ['80000', '0', null],
        ['0', '80000', null],
      ],
    );
    invoiceNumber = open.items[0]?.documentNumber ?? '';
    transferNumber = open.items[1]?.documentNumber ?? '';
  });

  it('matches the invoice with the transfer by hand in the general ledger, from the keyboard', async () => {
    await page.goto(`/accounting/general-ledger?accountId=${customerAccountId}`);
    await matchingPanel(page, 'Open items and matching');
    const invoiceBox = page.getByRole('checkbox', { name: `Select ${invoiceNumber}` });
    await invoiceBox.focus();
    await page.keyboard.press('Space');
    const difference = page.getByTestId('matching-difference');
    await difference.getByText(/^1 line selected, difference /).waitFor();
    assert.match((await difference.textContent()) ?? '', figure('80000'));
    await page.getByRole('checkbox', { name: `Select ${transferNumber}` }).focus();
    await page.keyboard.press('Space');
    // The difference reads 0, with the currency before or after it.
    await difference.getByText(/^2 lines selected, difference \D*0\D*$/).waitFor();
    await page.getByRole('button', { name: 'Match', exact: true }).click();
    const toast = page.getByText(/^Matched under [A-Z]+$/);
    await toast.waitFor();
    code = ((await toast.textContent()) ?? '').replace('Matched under ', '');

    // Both lines leave the open items; the matching and the ledger lines carry the letter code.
    await page.getByText('No open items: everything is matched.').waitFor();
    const matching = page
      .getByRole('table', { name: 'Matchings of this account, newest first' })
      .getByTestId('matching');
    await matching.getByText(`${invoiceNumber}, ${transferNumber}`).waitFor();
    assert.equal(await matching.locator('td').first().textContent(), code);
    const ledgerLines = page.getByTestId('ledger-line');
    await ledgerLines.first().waitFor();
    for (const number of [invoiceNumber, transferNumber]) {
      await ledgerLines
        .filter({ hasText: number })
        .locator('td', { hasText: new RegExp(`^${code}$`) })
        .waitFor();
    }
    await toastsGone(page);
    await screenshot(page, 'matching-general-ledger-desktop');
  });

  it('leaves the customer out of the aged receivables today, and shows the invoice at a past date', async () => {
    await page.goto('/sale/aged-receivables');
    await page.getByText('No customer owes anything at this date.').waitFor();
    assert.equal(await page.getByRole('link', { name: CUSTOMER }).count(), 0);
    await screenshot(page, 'matching-aged-today-desktop');

    // On the invoice's date the transfer is yet to come: the whole invoice is due.
    await page.getByRole('textbox', { name: 'As of' }).fill(folderStart);
    await page.waitForURL(new RegExp(`asOf=${folderStart}`));
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: CUSTOMER }) });
    // The total: after the party, its documents, its currency and five buckets (a reminder button follows).
    await row.locator('td').nth(8).getByText(figure('80000')).waitFor();
    assert.match((await page.getByTestId('aged-totals').textContent()) ?? '', figure('80000'));
    await screenshot(page, 'matching-aged-past-desktop');
  });

  it("undoes the matching from the customer's page, after a confirmation", async () => {
    await page.goto(`/apps/company/customer/${customerId}`);
    await matchingPanel(page, 'Open items and matching');
    await page.getByRole('button', { name: `Unmatch ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: `Unmatch ${code}?` });
    await dialog.waitFor();
    await screenshot(page, 'matching-unmatch-dialog-desktop');
    await dialog.getByRole('button', { name: 'Unmatch', exact: true }).click();
    await page.getByText(`Matching ${code} undone`).waitFor();
    const rows = page.getByRole('table', { name: 'Open items: select lines and match them' }).getByTestId('open-item');
    await rows.nth(1).waitFor();
    assert.equal(await rows.count(), 2);
    assert.equal(await page.getByRole('table', { name: 'Matchings of this account, newest first' }).count(), 0);
    await toastsGone(page);
    await matchingPanel(page, 'Open items and matching');
    await screenshot(page, 'matching-party-desktop');
  });

  it('reads the same screens in French', async () => {
    await page.goto(`/accounting/general-ledger?accountId=${customerAccountId}&lang=fr`);
    await matchingPanel(page, 'Écritures non lettrées et lettrage');
    await page.getByRole('checkbox', { name: `Sélectionner ${invoiceNumber}` }).check();
    await page
      .getByTestId('matching-difference')
      .getByText(/^1 ligne sélectionnée, écart /)
      .waitFor();
    await screenshot(page, 'matching-general-ledger-fr');
    await page.getByRole('button', { name: 'Proposer des lettrages' }).click();
    await page
      .getByRole('table', { name: /^Lettrages proposés/ })
      .getByTestId('matching-suggestion')
      .waitFor();
    await screenshot(page, 'matching-suggestions-fr');
    await page.goto(`/sale/aged-receivables?asOf=${folderStart}`);
    await page.getByRole('link', { name: CUSTOMER }).waitFor();
    await screenshot(page, 'matching-aged-past-fr');
  });

  it('fits a phone, in French and in English', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto(`/apps/company/customer/${customerId}`);
    await matchingPanel(page, 'Écritures non lettrées et lettrage');
    await screenshot(page, 'matching-party-mobile-fr');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= MOBILE.width, `the page is ${width} px wide on a ${MOBILE.width} px screen`);
    await page.goto(`/accounting/general-ledger?accountId=${customerAccountId}&lang=en`);
    await matchingPanel(page, 'Open items and matching');
    await page.getByRole('checkbox', { name: `Select ${transferNumber}` }).check();
    await screenshot(page, 'matching-general-ledger-mobile');
    await page.getByRole('button', { name: 'Suggest matches' }).click();
    const suggestion = page.getByTestId('matching-suggestion');
    await suggestion.waitFor();
    await suggestion.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'matching-suggestions-mobile');
    await page.goto(`/sale/aged-receivables?asOf=${folderStart}`);
    await page.getByRole('link', { name: CUSTOMER }).waitFor();
    await screenshot(page, 'matching-aged-past-mobile');
  });

  it("confirms the suggested match on the customer's page, from the keyboard", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/apps/company/customer/${customerId}`);
    await matchingPanel(page, 'Open items and matching');
    await page.getByRole('button', { name: 'Suggest matches' }).click();
    const table = page.getByRole('table', { name: 'Suggested matches: confirm each one to match its lines' });
    const suggestion = table.getByTestId('matching-suggestion');
    await suggestion.waitFor();
    assert.equal(await suggestion.count(), 1);
    // Neither line has a reference: the invoice and the transfer share their amount only.
    assert.match((await suggestion.textContent()) ?? '', /Same amount, oldest first/);
    assert.match((await suggestion.textContent()) ?? '', figure('80000'));
    await assertAccessible(page, 'matching suggestions');
    await suggestion.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'matching-suggestions-desktop');
    await suggestion.getByRole('button', { name: `Match ${invoiceNumber}, ${transferNumber}` }).focus();
    await page.keyboard.press('Enter');
    const toast = page.getByText(/^Matched under [A-Z]+$/);
    await toast.waitFor();
    const newCode = ((await toast.textContent()) ?? '').replace('Matched under ', '');
    assert.notEqual(newCode, code, 'an undone code is not given again');
    await page.getByText('No open items: everything is matched.').waitFor();
    await page
      .getByRole('table', { name: 'Matchings of this account, newest first' })
      .getByText(`${invoiceNumber}, ${transferNumber}`)
      .waitFor();
    // The statement of account shows the new letter code on both lines.
    const statement = page.getByRole('table', { name: 'Statement of account' });
    for (const number of [invoiceNumber, transferNumber]) {
      await statement
        .getByTestId('statement-line')
        .filter({ hasText: number })
        .locator('td', { hasText: new RegExp(`^${newCode}$`) })
        .waitFor();
    }
    await toastsGone(page);
    await statement.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'matching-party-statement-desktop');
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});
