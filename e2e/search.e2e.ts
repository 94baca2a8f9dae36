// Search in a real browser: a customer and a validated invoice made through the API; Ctrl+K opens the
// spotlight, the customer's name finds it and Enter opens its page; /search?q=<the invoice number> shows
// the invoice and opens it. Screenshots of the spotlight and of the search page in English and French,
// and of the search page on a phone.
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
  logInToWorkFolder,
  MOBILE,
  newOwner,
  newPage,
  screenshot,
  signUpThroughApi,
} from './helpers.ts';

const owner = newOwner('Quincaillerie Search', 'search.cm');
const CUSTOMER = 'Établissements Ndokoti Frères';

let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

interface Created {
  id: string;
  number: string | null;
}

/** The spotlight's results are live: wait until the one named `text` is there. */
async function spotlightOption(page: Page, text: string) {
  const option = page.getByRole('dialog').getByRole('option').filter({ hasText: text }).first();
  await option.waitFor();
  return option;
}

describe('search journey (desktop)', () => {
  let context: BrowserContext;
  let page: Page;
  let customerId = '';
  let invoice: Created = { id: '', number: null };

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner);
  });
  after(async () => {
    await closePage(context);
  });

  it('logs in, then a customer and a validated invoice are made through the API', async () => {
    await logInToWorkFolder(page, owner);
    const companyId = await page.evaluate(() => localStorage.getItem('company'));
    const workFolderId = await page.evaluate(() => localStorage.getItem('workFolder'));
    const folder = await apiGet<{ startDate: string }>(page, `/v1/accountings/workFolders/${workFolderId}`);
    const customer = await apiSend<Created>(page, 'POST', `/v1/companies/${companyId}/customers`, {
      name: CUSTOMER,
      phone: '699 45 12 78',
      city: 'Douala',
    });
    customerId = customer.id;
    const documents = `/v1/accountings/documents/workFolders/${workFolderId}`;
    const draft = await apiSend<Created>(page, 'POST', documents, {
      type: 'SALE_INVOICE',
      date: folder.startDate,
      partyId: customerId,
      reference: 'BC-5521',
      label: 'Tôles et ciment',
      lines: [{ description: 'Ciment CPJ 42.5 (sac)', quantity: '40', unitPrice: '5500', vatRate: '19.25' }],
    });
    invoice = await apiSend<Created>(
      page,
      'POST',
      `/v1/accountings/documents/${draft.id}/workFolders/${workFolderId}/state/VALIDATED`,
    );
    assert.match(invoice.number ?? '', /^VE-\d{4}-\d{6}$/);
  });

  it('opens the spotlight with Ctrl+K, finds the customer by name and opens it with Enter', async () => {
    await page.goto('/apps/company/customer');
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    await page.keyboard.press('Control+K');
    const input = page.getByRole('dialog').getByRole('combobox', { name: 'Search the company' });
    await input.waitFor();
    await input.pressSequentially('ndokoti');
    // No document holds the name: the customer is the first result, chosen already.
    const option = await spotlightOption(page, CUSTOMER);
    assert.equal(await option.getAttribute('aria-selected'), 'true');
    await screenshot(page, 'search-spotlight-desktop');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/apps/company/customer/${customerId}$`));
    await page.getByRole('heading', { level: 1, name: CUSTOMER }).waitFor();
    // The spotlight closes with a transition: wait until it has left the page.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('shows the invoice on /search?q=<its number> and opens it', async () => {
    await page.goto(`/search?q=${encodeURIComponent(invoice.number ?? '')}`);
    const documents = page.getByRole('region', { name: 'Documents' });
    const link = documents.getByRole('link').filter({ hasText: invoice.number ?? '' });
    await link.waitFor();
    assert.equal(await documents.getByRole('link').count(), 1);
    // 40 × 5,500 = 220,000 excl. tax + 19.25 % VAT 42,350 = 262,350 FCFA.
    await documents.getByText(/262,350/).waitFor();
    await screenshot(page, 'search-page-desktop');
    await link.click();
    await page.waitForURL(new RegExp(`/sale/invoices/${invoice.id}$`));
    await page.getByRole('heading', { level: 1, name: new RegExp(invoice.number ?? '') }).waitFor();
  });

  it('reads the search page and the spotlight in French', async () => {
    await page.goto('/search?q=ndokoti&lang=fr');
    await page.getByRole('heading', { level: 1, name: 'Recherche' }).waitFor();
    await page.getByRole('region', { name: 'Clients et fournisseurs' }).getByRole('link').first().waitFor();
    await screenshot(page, 'search-page-desktop-fr');
    await page.keyboard.press('Control+K');
    const input = page.getByRole('dialog').getByRole('combobox', { name: 'Rechercher dans la société' });
    await input.waitFor();
    await input.pressSequentially('5521');
    await spotlightOption(page, 'BC-5521');
    await spotlightOption(page, 'Voir tous les résultats pour « 5521 »');
    await screenshot(page, 'search-spotlight-desktop-fr');
    await page.keyboard.press('Escape');
    await page.goto('/search?lang=en');
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});

describe('search journey (phone)', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ({ context, page } = await newPage(browser, MOBILE, pageErrors));
  });
  after(async () => {
    await closePage(context);
  });

  it('shows the results of a search on a phone', async () => {
    await page.goto('/auth/login');
    await logIn(page, owner);
    await page.waitForURL(/\/apps\/workfolder\/list$/);
    await page.goto('/search?q=ndokoti');
    await page.getByRole('region', { name: 'Customers and suppliers' }).getByRole('link').first().waitFor();
    await screenshot(page, 'search-page-mobile');
    await page.goto('/search?q=5521');
    await page.getByRole('region', { name: 'Documents' }).getByRole('link').first().waitFor();
    await screenshot(page, 'search-page-mobile-document');
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});
