// Lists as people read them, on a phone and on a desktop, in English and in French: the sale invoices,
// purchase bills, customers, suppliers, receipts and disbursements show long names without the page
// scrolling sideways at 390 px, each screen passes axe, and a dialog keeps focus and gives it back
// (keyboard alone). The reports: e2e/layout-reports.e2e.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  assertAccessible,
  closePage,
  DESKTOP,
  LAYOUT_CUSTOMER,
  LAYOUT_SUPPLIER,
  type LayoutScreen,
  launchBrowser,
  logInToWorkFolder,
  newOwner,
  newPage,
  screensOnPhone,
  seedBooks,
  shown,
  signUpThroughApi,
  visitScreens,
} from './helpers.ts';

const owner = newOwner('Boulangerie Listes', 'lists.cm');

let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

const SCREENS: LayoutScreen[] = [
  {
    name: 'sale-invoices',
    path: () => '/sale/invoices',
    ready: (page) => shown(page, LAYOUT_CUSTOMER).waitFor(),
  },
  {
    name: 'purchase-bills',
    path: () => '/purchase/bills',
    ready: (page) => shown(page, LAYOUT_SUPPLIER).waitFor(),
  },
  {
    name: 'customers',
    path: () => '/apps/company/customer',
    ready: (page) => shown(page, LAYOUT_CUSTOMER).waitFor(),
  },
  {
    name: 'suppliers',
    path: () => '/apps/company/supplier',
    ready: (page) => shown(page, LAYOUT_SUPPLIER).waitFor(),
  },
  {
    name: 'receipts',
    path: () => '/sale/receipts',
    ready: (page) => shown(page, LAYOUT_CUSTOMER).waitFor(),
  },
  {
    name: 'disbursements',
    path: () => '/purchase/disbursements',
    ready: (page) => shown(page, LAYOUT_SUPPLIER).waitFor(),
  },
];

describe('lists on a desktop (1280×800)', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner);
  });
  after(async () => {
    await closePage(context);
  });

  it('posts a sale, a purchase and their payments through the API', async () => {
    await logInToWorkFolder(page, owner);
    await seedBooks(page);
  });

  it('shows every list in English without cut labels, and passes axe', async () => {
    await visitScreens(page, SCREENS, 'en', 'desktop');
  });

  it('shows them in French too', async () => {
    await visitScreens(page, SCREENS, 'fr', 'desktop');
  });

  it('keeps focus inside a dialog and gives it back to its opener on Escape', async () => {
    await page.goto('/sale/receipts?lang=en');
    await shown(page, LAYOUT_CUSTOMER).waitFor();
    const opener = page.getByRole('button', { name: 'Record a receipt' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await assertAccessible(page, 'record-receipt-dialog');
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      assert.equal(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        true,
        `Tab ${step + 1} stays in the dialog`,
      );
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await opener.evaluate((element) => element === document.activeElement), true, 'focus is back');
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});

describe('lists on a phone (390×844)', screensOnPhone('list', SCREENS, { browser: () => browser, owner, pageErrors }));
