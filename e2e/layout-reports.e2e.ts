// Reports as people read them, on a phone and on a desktop, in English and in French: the trial balance,
// balance sheet, income statement, journal and general ledger show their figures without the page
// scrolling sideways at 390 px, each screen passes axe, the journal comes as CSV, XLSX and PDF, and the
// app works by keyboard alone (skip link to the page). The lists: e2e/layout-lists.e2e.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  closePage,
  DESKTOP,
  figure,
  type LayoutScreen,
  launchBrowser,
  logInToWorkFolder,
  newOwner,
  newPage,
  screensOnPhone,
  seedBooks,
  signUpThroughApi,
  visitScreens,
} from './helpers.ts';

const owner = newOwner('Boulangerie Layout', 'layout.cm');

let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

let generalLedgerPath = '';

const SCREENS: LayoutScreen[] = [
  {
    name: 'trial-balance',
    path: () => '/accounting/trial-balance',
    ready: (page) => page.getByTestId('trial-balance-totals').getByText(figure('61090')).first().waitFor(),
  },
  {
    name: 'balance-sheet',
    path: () => '/accounting/balance-sheet',
    ready: (page) => page.getByTestId('balance-sheet-result').waitFor(),
  },
  {
    name: 'income-statement',
    path: () => '/accounting/income-statement',
    ready: (page) => page.getByText(figure('30000')).first().waitFor(),
  },
  {
    name: 'journal',
    path: () => '/accounting/journal',
    ready: (page) => page.getByTestId('journal-totals').getByText(figure('61090')).first().waitFor(),
  },
  {
    name: 'general-ledger',
    path: () => generalLedgerPath,
    ready: (page) => page.getByTestId('ledger-closing').getByText(figure('20000')).waitFor(),
  },
];

describe('reports on a desktop (1280×800)', () => {
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
    ({ customersLedgerPath: generalLedgerPath } = await seedBooks(page));
  });

  it('shows every report in English without cut labels, and passes axe', async () => {
    await visitScreens(page, SCREENS, 'en', 'desktop');
  });

  it('shows them in French too', async () => {
    await visitScreens(page, SCREENS, 'fr', 'desktop');
  });

  it('offers the journal as CSV, XLSX and PDF', async () => {
    await page.goto('/accounting/journal?lang=en');
    await page.getByTestId('journal-totals').waitFor();
    for (const format of ['CSV', 'XLSX', 'PDF']) {
      const button = page.getByRole('button', { name: `Export as ${format}` }).and(page.locator(':enabled'));
      await button.waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      assert.match(download.suggestedFilename(), new RegExp(`^journal-\\d{4}\\.${format.toLowerCase()}$`));
    }
  });

  it('works by keyboard: the first Tab offers the skip link, Enter moves focus to the page', async () => {
    await page.goto('/accounting/trial-balance?lang=en');
    await page.getByTestId('trial-balance-totals').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    assert.equal(await skip.evaluate((element) => element === document.activeElement), true);
    const box = await skip.boundingBox();
    assert.ok(box && box.y >= 0 && box.height > 0, 'the focused skip link is on screen');
    assert.notEqual(
      await skip.evaluate((element) => getComputedStyle(element).outlineStyle),
      'none',
      'focus is visible',
    );
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content');
    // The next Tab goes into the page, not back to the top bar.
    await page.keyboard.press('Tab');
    assert.equal(
      await page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement)),
      true,
    );
    const focusRing = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return style.outlineStyle !== 'none' || style.boxShadow !== 'none';
    });
    assert.ok(focusRing, 'the focused control shows its focus');
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});

describe(
  'reports on a phone (390×844)',
  screensOnPhone('report', SCREENS, { browser: () => browser, owner, pageErrors }),
);
