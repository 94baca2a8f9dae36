// E-invoicing in a real browser (issue #32): a French company issues a sale invoice and downloads its
// Factur-X; that file, dropped on the purchases screen, proposes its unknown supplier, becomes a draft
// bill with the file attached, and is validated; a receipt is attached to a journal entry and listed
// with its SHA-256. The settings list what e-invoices miss. Axe on each screen, screenshots in English.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
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

const owner = newOwner('Atelier Factur-X', 'factur-x.fr');
const pageErrors: string[] = [];
let browser: Browser;

let context: BrowserContext;
let page: Page;
let companyId: string;
let workFolderId: string;
let year: string;
let facturX: Buffer;

before(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
  await signUpThroughApi(context.request, owner, 'FR', 'SAS');
});
after(async () => {
  if (context) await closePage(context);
  await browser?.close();
});

describe('e-invoicing journey: issuing', () => {
  it('logs in and fills the identity the e-invoice carries', async () => {
    await logInToWorkFolder(page, owner);
    companyId = await stored(page, 'company');
    workFolderId = await stored(page, 'workFolder');
    const folders = await apiGet<Array<{ id: string; startDate: string }>>(
      page,
      `/v1/accountings/workFolders/companies/${companyId}`,
    );
    year = (folders.find((folder) => folder.id === workFolderId)?.startDate ?? '').slice(0, 4);
    // A new French company has e-invoicing on: the settings say what its e-invoices still miss.
    await page.goto('/apps/settings');
    const eInvoicing = page.getByRole('switch', { name: /e-invoic/i });
    await eInvoicing.waitFor();
    assert.equal(await eInvoicing.isChecked(), true);
    const missing = page.getByText(/^Missing for e-invoices:/);
    await missing.scrollIntoViewIfNeeded();
    assert.match(
      (await missing.textContent()) ?? '',
      /^Missing for e-invoices: Address, City, SIREN, VAT number, IBAN\./,
    );
    await screenshot(page, 'e-invoicing-settings-missing-desktop');
    const {
      companyId: _id,
      updatedAt: _at,
      ...settings
    } = await apiGet<Record<string, unknown>>(page, `/v1/companies/${companyId}/settings`);
    await apiSend(page, 'PUT', `/v1/companies/${companyId}/settings`, {
      ...settings,
      legalName: owner.company,
      address: '12 rue de la Paix',
      city: 'Paris',
      siren: '732829320',
      vatNumber: 'FR44732829320',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      allowFutureEntries: true,
    });
  });

  it('issues a sale invoice and downloads it as Factur-X', async () => {
    const customer = await apiSend<{ id: string }>(page, 'POST', `/v1/companies/${companyId}/customers`, {
      name: 'Librairie du Port',
    });
    const documents = `/v1/accountings/documents/workFolders/${workFolderId}`;
    const invoice = await apiSend<{ id: string }>(page, 'POST', documents, {
      type: 'SALE_INVOICE',
      date: `${year}-03-02`,
      partyId: customer.id,
      lines: [{ description: 'Reliure de registres', quantity: '4', unitPrice: '37.50', vatRate: '20' }],
    });
    await apiSend(page, 'POST', `/v1/accountings/documents/${invoice.id}/workFolders/${workFolderId}/state/VALIDATED`);
    await page.goto(`/sale/invoices/${invoice.id}`);
    const section = page.getByRole('region', { name: 'Factur-X e-invoice' });
    await section.waitFor();
    await screenshot(page, 'e-invoicing-sale-desktop');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download Factur-X' }).click(),
    ]);
    facturX = await readFile((await download.path()) ?? '');
    assert.equal(facturX.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.ok(facturX.includes('factur-x.xml'), 'the PDF names its embedded factur-x.xml');
  });
});

describe('e-invoicing journey: receiving', () => {
  it("imports that Factur-X as a supplier's, creates the supplier, then validates the draft bill", async () => {
    await page.goto('/purchase/bills');
    const zone = page.getByRole('region', { name: 'Import a supplier e-invoice' });
    await zone.locator('input[type="file"]').setInputFiles({
      name: 'facture-fournisseur.pdf',
      mimeType: 'application/pdf',
      buffer: facturX,
    });
    await zone.getByRole('button', { name: 'Create the supplier and import' }).click();
    await zone.getByText(/imported as a draft/).waitFor();
    await toastsGone(page);
    await screenshot(page, 'e-invoicing-imported-desktop');
    await zone.getByRole('link', { name: 'Open the draft' }).click();
    await page.waitForURL(/\/purchase\/bills\/[0-9a-f-]{36}$/);
    const files = page.getByRole('region', { name: 'Attachments' });
    await files.getByText('facture-fournisseur.pdf').waitFor();
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Validate this bill?' });
    await dialog.getByRole('button', { name: 'Validate and post' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(/^AC-/).first().waitFor();
    await screenshot(page, 'e-invoicing-bill-desktop');
  });

  it('attaches a receipt to a journal entry and shows its SHA-256', async () => {
    const chart = await apiGet<Array<{ accounts: Array<{ id: string; number: string }> }>>(
      page,
      `/v1/accountings/companies/${companyId}/chart-of-accounts`,
    );
    const account = (prefix: string) =>
      chart.flatMap((group) => group.accounts).find((row) => row.number.startsWith(prefix))?.id;
    const entry = await apiSend<{ id: string }>(page, 'POST', `/v1/accountings/documents/workFolders/${workFolderId}`, {
      type: 'JOURNAL_ENTRY',
      date: `${year}-03-05`,
      label: 'Taxi',
      lines: [
        { accountId: account('6251'), debit: '23.40', credit: null },
        { accountId: account('531'), debit: null, credit: '23.40' },
      ],
    });
    // Validated first: its files can still be added to, never removed.
    await apiSend(page, 'POST', `/v1/accountings/documents/${entry.id}/workFolders/${workFolderId}/state/VALIDATED`);
    await page.goto(`/accounting/entries/${entry.id}`);
    const files = page.getByRole('region', { name: 'Attachments' });
    await files.getByText(/No file attached/).waitFor();
    const receipt = Buffer.from('%PDF-1.4\n% taxi receipt\n%%EOF\n', 'latin1');
    await files
      .locator('input[type="file"]')
      .setInputFiles({ name: 'recu-taxi.pdf', mimeType: 'application/pdf', buffer: receipt });
    await files.getByText('recu-taxi.pdf').waitFor();
    const sha256 = createHash('sha256').update(receipt).digest('hex');
    await files.getByText(`${sha256.slice(0, 16)}…`).waitFor();
    await toastsGone(page);
    await screenshot(page, 'e-invoicing-entry-desktop');
  });
});
