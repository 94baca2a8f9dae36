// Settings, the notifications bell and the audit trail in a real browser: the owner names the company
// and gives the sales journal the prefix FAC, a sale invoice validated through the API is numbered
// FAC-…, and allows entries dated after today; an overdue invoice rings the bell and gets a reminder
// letter until it is paid; the audit trail shows the settings change.
// Screenshots of the settings, the bell and the audit trail, in English and in French.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiGet,
  apiSend,
  closePage,
  DESKTOP,
  launchBrowser,
  logIn,
  newOwner,
  newPage,
  screenshot,
  signUpThroughApi,
} from './helpers.ts';

const owner = newOwner('Boulangerie Settings', 'settings.cm');
const LEGAL_NAME = 'Boulangerie du Littoral Settings SA';

interface WorkFolder {
  id: string;
  startDate: string;
  endDate: string;
}
interface SavedDocument {
  id: string;
  number: string | null;
}

let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** A day `offset` days from today (negative: in the past), as the API writes dates. */
function dayFrom(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** Menus and tooltips fade in and out (about 150 ms): a screenshot waits until they have settled. */
async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
}

/**
 * TanStack Query refreshes on focus: the page is told it became visible again, as when the user comes
 * back to it, and the bell's new answer is awaited.
 */
async function comeBackToThePage(page: Page): Promise<void> {
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/notifications') && response.ok()),
    page.evaluate(() => window.dispatchEvent(new Event('visibilitychange'))),
  ]);
}

describe('settings, notifications and audit journey', () => {
  let context: BrowserContext;
  let page: Page;
  let companyId: string;
  let folder: WorkFolder;
  let invoice: SavedDocument;
  let customerId: string;

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner);
  });
  after(async () => {
    await closePage(context);
  });

  it('logs in and finds the current work folder', async () => {
    await page.goto('/auth/login');
    await logIn(page, owner);
    await page.waitForURL(/\/apps\/workfolder\/list$/);
    await page.waitForFunction(() => localStorage.getItem('workFolder') !== null);
    companyId = (await page.evaluate(() => localStorage.getItem('company'))) ?? '';
    const workFolderId = await page.evaluate(() => localStorage.getItem('workFolder'));
    const folders = await apiGet<WorkFolder[]>(page, `/v1/accountings/workFolders/companies/${companyId}`);
    folder = folders.find((candidate) => candidate.id === workFolderId) as WorkFolder;
    assert.ok(folder, 'the signup opened a work folder');
    assert.ok(folder.startDate <= dayFrom(-40), 'the folder started at least 40 days ago, room for an overdue invoice');
  });

  it('sets the legal name and the prefix FAC for the sales journal, and saves', async () => {
    await page.goto('/apps/settings');
    const legalName = page.getByRole('textbox', { name: 'Legal name' });
    await legalName.fill(LEGAL_NAME);
    await page.getByRole('textbox', { name: 'Tax id (NIU)' }).fill('M012345678901A');
    await page.getByRole('textbox', { name: 'Prefix of journal VE' }).fill('fac');
    const year = folder.startDate.slice(0, 4);
    await page.getByTestId('number-preview-VE').getByText(`FAC-${year}-000001`).waitFor();
    await screenshot(page, 'settings-desktop');
    // Entries dated after today: refused unless the company turns them on, in its own time zone.
    const allow = page.getByRole('switch', {
      name: /^Allow validating documents, payments and entries dated after today/,
    });
    await allow.scrollIntoViewIfNeeded();
    assert.equal(await allow.isChecked(), false);
    assert.equal(await page.getByRole('combobox', { name: /^Time zone/ }).inputValue(), 'Africa/Douala');
    await allow.click();
    assert.equal(await allow.isChecked(), true);
    await settle(page);
    await screenshot(page, 'settings-preferences-desktop');
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await page.getByText('Operation completed successfully').first().waitFor();
    await page.getByTestId('settings-saved-at').getByText('Last saved').waitFor();
    const saved = await apiGet<{
      legalName: string;
      numberPrefixes: Record<string, string>;
      allowFutureEntries: boolean;
    }>(page, `/v1/companies/${companyId}/settings`);
    assert.equal(saved.legalName, LEGAL_NAME);
    assert.deepEqual(saved.numberPrefixes, { VE: 'FAC' });
    assert.equal(saved.allowFutureEntries, true);
  });

  it('numbers a sale invoice validated through the API with the prefix FAC', async () => {
    const customer = await apiSend<{ id: string }>(page, 'POST', `/v1/companies/${companyId}/customers`, {
      name: 'Hôtel du Wouri',
    });
    customerId = customer.id;
    const documents = `/v1/accountings/documents/workFolders/${folder.id}`;
    const draft = await apiSend<SavedDocument>(page, 'POST', documents, {
      type: 'SALE_INVOICE',
      date: dayFrom(-40),
      // Due a month ago: the invoice is overdue as soon as it is validated.
      dueDate: dayFrom(-30),
      partyId: customer.id,
      lines: [{ description: 'Pain de mie (carton)', quantity: '2', unitPrice: '15000', vatRate: '0' }],
    });
    invoice = await apiSend<SavedDocument>(
      page,
      'POST',
      `/v1/accountings/documents/${draft.id}/workFolders/${folder.id}/state/VALIDATED`,
    );
    assert.match(invoice.number ?? '', new RegExp(`^FAC-${folder.startDate.slice(0, 4)}-\\d{6}$`));
  });

  it('rings the bell for the overdue invoice and opens it', async () => {
    await comeBackToThePage(page);
    // Other notices may ring too (a work folder ending soon, in December): the invoice is one of them.
    const bell = page.getByRole('button', { name: /^Notifications \(\d+\)$/ });
    await bell.click();
    const item = page.getByTestId('notification-item').filter({ hasText: `Invoice ${invoice.number} is overdue` });
    await item.getByText(/30 days late/).waitFor();
    await settle(page);
    await screenshot(page, 'notifications-desktop');
    await item.click();
    await page.waitForURL(new RegExp(`/sale/invoices/${invoice.id}$`));
    await page.getByRole('heading', { level: 1, name: invoice.number ?? '' }).waitFor();
  });

  it('downloads the overdue invoice’s reminder letter from the aged receivables and the customer’s page', async () => {
    await page.goto('/sale/aged-receivables');
    const remind = page.getByRole('button', { name: 'Reminder letter to Hôtel du Wouri (PDF)' });
    await remind.waitFor();
    await screenshot(page, 'aged-receivables-reminder-desktop');
    const [fromReport] = await Promise.all([page.waitForEvent('download'), remind.click()]);
    assert.match(fromReport.suggestedFilename(), /^reminder-C\d{5}-\d{4}-\d{2}-\d{2}\.pdf$/);
    await page.goto(`/apps/company/customer/${customerId}`);
    const button = page.getByRole('button', { name: 'Reminder letter' });
    await button.waitFor();
    await screenshot(page, 'customer-reminder-desktop');
    const [fromCustomer] = await Promise.all([page.waitForEvent('download'), button.click()]);
    assert.match(fromCustomer.suggestedFilename(), /^reminder-C\d{5}-\d{4}-\d{2}-\d{2}\.pdf$/);
  });

  it('forgets the invoice once it is paid through the API', async () => {
    const receipt = await apiSend<{ id: string }>(page, 'POST', `/v1/accountings/payments/workFolders/${folder.id}`, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      date: dayFrom(-1),
      amount: '30000',
      method: 'CASH',
    });
    await apiSend(page, 'POST', `/v1/accountings/payments/${receipt.id}/workFolders/${folder.id}/state/VALIDATED`);
    await comeBackToThePage(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const remaining = await apiGet<{ count: number }>(page, `/v1/companies/${companyId}/notifications`);
    if (remaining.count === 0) await page.getByText('no notification').waitFor();
    else await page.getByTestId('notification-item').first().waitFor();
    assert.equal(
      await page
        .getByTestId('notification-item')
        .filter({ hasText: invoice.number ?? '' })
        .count(),
      0,
    );
    await page.keyboard.press('Escape');
  });

  it('lists the settings change in the audit trail, with what changed', async () => {
    await page.getByTestId('company-menu').first().click();
    await page.getByRole('menuitem', { name: 'Audit trail' }).click();
    await page.waitForURL(/\/apps\/audit$/);
    await page.getByRole('combobox', { name: 'Record type' }).click();
    await page.getByRole('option', { name: 'Settings' }).click();
    await page.waitForURL(/type=SETTINGS/);
    // Said in a sentence with the changed fields' names (issue #34), not the raw record.
    const row = page.getByTestId('audit-row').filter({ hasText: 'Company settings changed' });
    await row.getByText('Changed', { exact: true }).waitFor();
    assert.match((await row.textContent()) ?? '', /Company settings changed: .*legal name/);
    await row.getByText(`${owner.firstName} ${owner.lastName}`).waitFor();
    // The unfiltered rows stay on screen until the filtered answer arrives.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="audit-row"]').length === 1);
    await row.getByRole('button', { name: 'Show the changes' }).click();
    const diff = page.getByTestId('audit-diff');
    await diff
      .locator('tr[data-changed="true"]')
      .filter({ hasText: 'Number prefixes · VE' })
      .getByText('FAC')
      .waitFor();
    await diff.locator('tr[data-changed="true"]').filter({ hasText: 'Legal name' }).getByText(LEGAL_NAME).waitFor();
    await settle(page);
    await screenshot(page, 'audit-desktop');
  });

  it('reads the same screens in French', async () => {
    await page.goto('/apps/settings?lang=fr');
    await page.getByRole('heading', { level: 1, name: 'Paramètres' }).waitFor();
    await page
      .getByRole('textbox', { name: 'Raison sociale' })
      .and(page.locator(`[value="${LEGAL_NAME}"]`))
      .waitFor();
    await screenshot(page, 'settings-desktop-fr');
    await page.goto('/apps/audit?type=SETTINGS');
    await page.getByRole('heading', { level: 1, name: "Journal d'audit" }).waitFor();
    await page.getByTestId('audit-row').first().getByRole('button', { name: 'Voir les modifications' }).click();
    await page.getByTestId('audit-diff').waitFor();
    await settle(page);
    await screenshot(page, 'audit-desktop-fr');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page
      .getByText(/aucune notification|en retard|se termine/)
      .first()
      .waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'notifications-desktop-fr');
    await page.keyboard.press('Escape');
    await page.goto('/apps/settings?lang=en');
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});
