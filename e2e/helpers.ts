// What the browser journeys share: the browser, pages that record their errors, screenshots, the
// select helper, login, and a company signed up through the API when the signup form is not the subject;
// for the layout journeys (e2e/layout-*.e2e.ts), the books they read and their walk through the screens.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { assertAccessible, closePage, watchScreens } from './accessibility.ts';

export { assertAccessible, closePage } from './accessibility.ts';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:4000';
export const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

export interface Owner {
  company: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A new company owner, unique per run (the journeys share one app and one database). */
export function newOwner(companyName: string, emailDomain: string): Owner {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return {
    company: `${companyName} ${suffix.toUpperCase()} SARL`,
    firstName: 'Jeanne',
    lastName: 'Mbarga',
    email: `jeanne.${suffix}@${emailDomain}`,
    password: 'Douala#2024',
  };
}

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * A page in its own context whose uncaught errors land in `pageErrors`; API refusals are printed.
 * axe checks every screen it shows: close it with `closePage`, which fails on a violation found.
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
  pageErrors: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'en-US', baseURL: BASE_URL });
  await watchScreens(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  // API refusals explain a failed step; the expected ones (a wrong password) are printed too.
  page.on('response', async (response) => {
    if (!response.url().includes('/v1/') || response.ok()) return;
    const body = await response.text().catch(() => '');
    console.log(`# ${response.request().method()} ${response.url()} → ${response.status()} ${body.slice(0, 300)}`);
  });
  return { context, page };
}

/**
 * Saves the screen as it stands, then checks it with axe (`assertAccessible`): the state pictured, which
 * may be a later one than the settled screen the watcher of `newPage` checked.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });
  await assertAccessible(page, name);
}

/**
 * Closes the toasts on screen by their close buttons, then waits until they are gone: axe waits for
 * running animations, and a toast's exit animation cancelled half-way makes that wait fail. An error
 * toast is not closed (it stays until a person closes it): one here fails the wait, as it should.
 */
export async function toastsGone(page: Page): Promise<void> {
  // Clicked in the page, all at once: a toast hiding itself meanwhile (after TOAST_AUTO_HIDE_MS) must not
  // leave a click of playwright-core waiting for its button, which would time out or close a later toast.
  await page
    .locator('.mantine-Notification-root:not([data-toast-type="error"]) .mantine-Notification-closeButton')
    .evaluateAll((buttons) => {
      for (const button of buttons) (button as HTMLElement).click();
    });
  await page.waitForFunction(() => document.querySelector('.mantine-Notification-root') === null, undefined, {
    timeout: 15_000,
  });
}

/** A value the web app keeps in local storage (the company, the work folder), which must be there. */
export async function stored(page: Page, key: string): Promise<string> {
  const value = await page.evaluate((name) => localStorage.getItem(name), key);
  assert.ok(value, `${key} is stored`);
  return value;
}

/** A figure as the screens write it in English or French: 35,775 or 35 775 (narrow no-break space). */
export const figure = (digits: string) => new RegExp(digits.replace(/\B(?=(\d{3})+(?!\d))/g, '[,\\u202f\\u00a0 ]'));

/** Chooses `option` in the select labelled `label` (typing its first letters), or its first option. */
export async function pick(page: Page, label: string, option?: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label });
  await combobox.click();
  if (option) {
    await combobox.fill(option.slice(0, 4));
    await page.getByRole('option', { name: option, exact: true }).click();
  } else {
    // The options of this select only: another one may still be closing (docs/seed-spec.md §9: after 200 ms).
    const listbox = await combobox.getAttribute('aria-controls');
    await page.locator(`[id="${listbox}"] [role="option"]`).first().click();
  }
}

export async function logIn(page: Page, owner: Owner, password = owner.password): Promise<void> {
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Connect' }).click();
}

const API_KEY = { 'X-Api-Key': process.env.E2E_API_KEY ?? 'bilan-web' };

/** The XSRF cookie the API sets on any answer, echoed in the header of a non-GET request (docs/architecture.md, Conventions of the API). */
export async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/health', { headers: API_KEY });
  const cookie = (await request.storageState()).cookies.find((candidate) => candidate.name === 'XSRF-TOKEN');
  return { ...API_KEY, 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') };
}

/**
 * Logs in and waits for a current work folder: the signup may already have opened the current year's
 * folder; otherwise the user opens one from the list.
 */
export async function logInToWorkFolder(page: Page, owner: Owner): Promise<void> {
  await page.goto('/auth/login');
  await logIn(page, owner);
  await page.waitForURL(/\/apps\/workfolder\/list$/);
  await page
    .getByTestId('work-folder-row')
    .or(page.getByText('No work folder yet', { exact: false }))
    .first()
    .waitFor();
  if ((await page.getByTestId('work-folder-row').count()) === 0) {
    await page.getByRole('button', { name: 'New work folder' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create the folder' }).click();
    await page.getByTestId('work-folder-row').first().waitFor();
  }
  await page.waitForFunction(() => localStorage.getItem('workFolder') !== null);
}

/** Signs a company up in `countryCode` through the API, with the first type (unless named), domain and tax system. */
export async function signUpThroughApi(
  request: APIRequestContext,
  owner: Owner,
  countryCode = 'CM',
  typeCode?: string,
): Promise<void> {
  const referentials = await request.get(`/v1/referentials/companies?countryCode=${countryCode}&lang=en`, {
    headers: API_KEY,
  });
  const { types, domainAreas, taxSystems } = (await referentials.json()) as Record<string, { code: string }[]>;
  const encoded = Buffer.from(owner.password, 'utf8').toString('base64');
  const response = await request.post('/v1/companies', {
    headers: await xsrfHeaders(request),
    data: {
      name: owner.company,
      countryCode,
      typeCode: typeCode ?? types?.[0]?.code,
      domainAreaCode: domainAreas?.[0]?.code,
      taxSystemCode: taxSystems?.[0]?.code,
      ownerFirstName: owner.firstName,
      ownerLastName: owner.lastName,
      ownerEmail: owner.email,
      ownerEncodedPassword: encoded,
      confirmEncodedPassword: encoded,
    },
  });
  if (!response.ok()) throw new Error(`signup answered ${response.status()}: ${await response.text()}`);
}

/** A session token from a login through the API, as the web app's login does. */
export async function logInThroughApi(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/v1/auth/login/email', {
    headers: await xsrfHeaders(request),
    data: {
      email,
      encodedPassword: Buffer.from(password, 'utf8').toString('base64'),
      companyId: null,
      platform: 'WEB',
    },
  });
  if (!response.ok()) throw new Error(`login answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** GET on the API as the logged-in user of `page` (its stored token), for assertions the screens do not show. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get(path, { headers: { ...API_KEY, Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** POST or PUT on the API as the logged-in user of `page`, to set up what a journey does not do on screen. */
export async function apiSend<T>(page: Page, method: 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { ...(await xsrfHeaders(page.request)), Authorization: `Bearer ${token}` };
  const response = await page.request.fetch(path, { method, headers, ...(data === undefined ? {} : { data }) });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

// The layout journeys: reports (e2e/layout-reports.e2e.ts) and lists (e2e/layout-lists.e2e.ts) as people
// read them, on a phone and on a desktop, in English and in French, on the books of `seedBooks`.

/** The parties of `seedBooks`: long names, as real companies have, which a list has room for on a desktop. */
export const LAYOUT_CUSTOMER = 'Établissements Nkoulou et Fils — Distribution du Littoral';
export const LAYOUT_SUPPLIER = "Compagnie Camerounaise des Boissons et Produits Laitiers de l'Ouest";

/** The first copy of `text` on screen (a list may repeat a name for phones, hidden on a desktop). */
export const shown = (page: Page, text: string) => page.getByText(text).locator('visible=true').first();

/**
 * Posts through the API, in the work folder of the page's user, a validated sale to LAYOUT_CUSTOMER and
 * purchase from LAYOUT_SUPPLIER and part payments of each; returns the general ledger of the customers
 * account. 3 × 10,000 + 19.25 % = 35,775 sold; 3 × 2,000 + 19.25 % = 7,155 bought; 15,775 received, 2,385
 * paid: the journal and the trial balance total 61,090, the income statement shows 30,000 of sales.
 */
export async function seedBooks(page: Page): Promise<{ customersLedgerPath: string }> {
  const today = new Date().toISOString().slice(0, 10);
  const companyId = await stored(page, 'company');
  const workFolderId = await stored(page, 'workFolder');
  const customer = await apiSend<{ id: string }>(page, 'POST', `/v1/companies/${companyId}/customers`, {
    name: LAYOUT_CUSTOMER,
  });
  const supplier = await apiSend<{ id: string }>(page, 'POST', `/v1/companies/${companyId}/suppliers`, {
    name: LAYOUT_SUPPLIER,
  });
  const documents = `/v1/accountings/documents/workFolders/${workFolderId}`;
  const post = async (type: string, partyId: string, unitPrice: string) => {
    const document = await apiSend<{ id: string }>(page, 'POST', documents, {
      type,
      date: today,
      dueDate: today,
      partyId,
      lines: [{ description: 'Pain de mie (carton)', quantity: '3', unitPrice, vatRate: '19.25' }],
    });
    await apiSend(page, 'POST', `/v1/accountings/documents/${document.id}/workFolders/${workFolderId}/state/VALIDATED`);
    return document.id;
  };
  const invoice = await post('SALE_INVOICE', customer.id, '10000');
  const bill = await post('PURCHASE_INVOICE', supplier.id, '2000');
  for (const [type, documentId, amount] of [
    ['RECEIPT', invoice, '15775'],
    ['DISBURSEMENT', bill, '2385'],
  ] as const) {
    const payment = await apiSend<{ id: string }>(
      page,
      'POST',
      `/v1/accountings/payments/workFolders/${workFolderId}`,
      {
        type,
        accountingDocumentId: documentId,
        date: today,
        amount,
        method: 'CASH',
      },
    );
    await apiSend(page, 'POST', `/v1/accountings/payments/${payment.id}/workFolders/${workFolderId}/state/VALIDATED`);
  }
  const trialBalance = await apiGet<{ accounts: { accountId: string | null; accountNumber: string }[] }>(
    page,
    `/v1/accountings/workFolders/${workFolderId}/trial-balance`,
  );
  const customers = trialBalance.accounts.find((row) => row.accountNumber.startsWith('411'));
  assert.ok(customers?.accountId, 'the trial balance has the customers account');
  return { customersLedgerPath: `/accounting/general-ledger?accountId=${customers.accountId}` };
}

/** A screen a layout journey visits. */
export interface LayoutScreen {
  name: string;
  path: () => string;
  /** Something the screen shows once its data has come. */
  ready: (page: Page) => Promise<void>;
}

/** How far the page scrolls sideways: 0 when everything fits the viewport's width. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

/**
 * Labels of a table cut by an ellipsis or a line clamp although the table has room (desktop only). The
 * journal's free-text labels (an entry's or a line's) may be longer than a row: they are cut, with the
 * whole text in their title; account labels, dates, numbers and statuses never are.
 */
const truncatedLabels = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main table *, main section[aria-label] *'))
      .filter((element) => {
        if (element.closest('[data-free-text]')) return false;
        const style = getComputedStyle(element);
        const clipped = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
        return (
          clipped && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
        );
      })
      .map((element) => element.textContent?.trim().slice(0, 60) ?? ''),
  );

/**
 * Visits `screens` in `language`: screenshot, axe, and what the viewport asks of its layout (no sideways
 * scrolling on a phone, no cut label on a desktop). Fails once all are seen, listing every problem.
 */
export async function visitScreens(
  page: Page,
  screens: LayoutScreen[],
  language: 'en' | 'fr',
  device: 'desktop' | 'mobile',
): Promise<void> {
  const problems: string[] = [];
  for (const screen of screens) {
    const path = screen.path();
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
    await screen.ready(page);
    // The screenshot helper runs axe too: a violation is listed with the layout's problems.
    await screenshot(page, `layout-${screen.name}-${language}-${device}`).catch((error: Error) =>
      problems.push(error.message),
    );
    if (device === 'mobile') {
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) problems.push(`${screen.name}: the page scrolls ${overflow} px sideways`);
    } else {
      const truncated = await truncatedLabels(page);
      if (truncated.length > 0) problems.push(`${screen.name}: cut labels ${JSON.stringify(truncated.slice(0, 5))}`);
    }
  }
  assert.deepEqual(problems, []);
}

/**
 * The body of a layout journey's phone suite: a 390 px page of `browser()`, logged in as `owner`, walks
 * `screens` in English then French (no sideways scrolling, axe), and the page raised no error. The
 * journey file calls `describe` itself, so that its time is reported as the file's (durations-reporter.mjs).
 */
export function screensOnPhone(
  singular: string,
  screens: LayoutScreen[],
  { browser, owner, pageErrors }: { browser: () => Browser; owner: Owner; pageErrors: string[] },
): () => void {
  return () => {
    let context: BrowserContext;
    let page: Page;

    before(async () => {
      ({ context, page } = await newPage(browser(), MOBILE, pageErrors));
    });
    after(async () => {
      await closePage(context);
    });

    it(`shows every ${singular} in English without scrolling the page sideways, and passes axe`, async () => {
      await logInToWorkFolder(page, owner);
      await visitScreens(page, screens, 'en', 'mobile');
    });

    it('does so in French too', async () => {
      await visitScreens(page, screens, 'fr', 'mobile');
    });

    it('raised no error in the page', () => {
      assert.deepEqual(pageErrors, []);
    });
  };
}
