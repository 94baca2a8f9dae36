// Reports and lists as people read them, on a phone and on a desktop, in English and in French: the
// trial balance, balance sheet, income statement, journal, general ledger and the document, party and
// payment lists show their figures without the page scrolling sideways at 390 px, each screen passes
// axe, and the app works by keyboard alone (skip link to the page, a dialog that keeps and returns focus).
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
} from './helpers.ts';

const owner = newOwner('Boulangerie Layout', 'layout.cm');
const today = new Date().toISOString().slice(0, 10);
// Long names, as real companies have: a list has room for them on a desktop.
const CUSTOMER = 'Établissements Nkoulou et Fils — Distribution du Littoral';
const SUPPLIER = "Compagnie Camerounaise des Boissons et Produits Laitiers de l'Ouest";

let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** A figure as the screens write it in English or French: 35,775 or 35 775 (narrow no-break space). */
const figure = (digits: string) => new RegExp(digits.replace(/\B(?=(\d{3})+(?!\d))/g, '[,\\u202f\\u00a0 ]'));

/** The first copy of `text` on screen (a list may repeat a name for phones, hidden on a desktop). */
const shown = (page: Page, text: string) => page.getByText(text).locator('visible=true').first();

interface Screen {
  name: string;
  path: () => string;
  /** Something the screen shows once its data has come. */
  ready: (page: Page) => Promise<void>;
}

let generalLedgerPath = '';

const SCREENS: Screen[] = [
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
  {
    name: 'sale-invoices',
    path: () => '/sale/invoices',
    ready: (page) => shown(page, CUSTOMER).waitFor(),
  },
  {
    name: 'purchase-bills',
    path: () => '/purchase/bills',
    ready: (page) => shown(page, SUPPLIER).waitFor(),
  },
  {
    name: 'customers',
    path: () => '/apps/company/customer',
    ready: (page) => shown(page, CUSTOMER).waitFor(),
  },
  {
    name: 'suppliers',
    path: () => '/apps/company/supplier',
    ready: (page) => shown(page, SUPPLIER).waitFor(),
  },
  {
    name: 'receipts',
    path: () => '/sale/receipts',
    ready: (page) => shown(page, CUSTOMER).waitFor(),
  },
  {
    name: 'disbursements',
    path: () => '/purchase/disbursements',
    ready: (page) => shown(page, SUPPLIER).waitFor(),
  },
];

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

async function seedBooks(page: Page): Promise<void> {
  const companyId = await page.evaluate(() => localStorage.getItem('company'));
  const workFolderId = await page.evaluate(() => localStorage.getItem('workFolder'));
  const customer = await apiSend<{ id: string }>(page, 'POST', `/v1/companies/${companyId}/customers`, {
    name: CUSTOMER,
  });
  const supplier = await apiSend<{ id: string }>(page, 'POST', `/v1/companies/${companyId}/suppliers`, {
    name: SUPPLIER,
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
  // 3 × 10,000 + 19.25 % = 35,775 sold; 3 × 2,000 + 19.25 % = 7,155 bought; 15,775 received, 2,385 paid.
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
  generalLedgerPath = `/accounting/general-ledger?accountId=${customers.accountId}`;
}

/** Visits every screen in `language`: screenshot, axe, and what the viewport asks of its layout. */
async function visitScreens(page: Page, language: 'en' | 'fr', device: 'desktop' | 'mobile'): Promise<void> {
  const problems: string[] = [];
  for (const screen of SCREENS) {
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

describe('reports and lists on a desktop (1280×800)', () => {
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

  it('shows every report and list in English without cut labels, and passes axe', async () => {
    await visitScreens(page, 'en', 'desktop');
  });

  it('shows them in French too', async () => {
    await visitScreens(page, 'fr', 'desktop');
  });

  it('offers the journal as CSV, XLSX and PDF', async () => {
    await page.goto('/accounting/journal?lang=en');
    await page.getByTestId('journal-totals').waitFor();
    for (const format of ['CSV', 'XLSX', 'PDF']) {
      const button = page.getByRole('button', { name: `Export as ${format}` }).and(page.locator(':enabled'));
      await button.waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      assert.match(
        download.suggestedFilename(),
        new RegExp(`^journal_\\d{4}-\\d{2}-\\d{2}_\\d{4}-\\d{2}-\\d{2}\\.${format.toLowerCase()}$`),
      );
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

  it('keeps focus inside a dialog and gives it back to its opener on Escape', async () => {
    await page.goto('/sale/receipts?lang=en');
    await shown(page, CUSTOMER).waitFor();
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

describe('reports and lists on a phone (390×844)', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ({ context, page } = await newPage(browser, MOBILE, pageErrors));
  });
  after(async () => {
    await closePage(context);
  });

  it('shows every report and list in English without scrolling the page sideways, and passes axe', async () => {
    await logInToWorkFolder(page, owner);
    await visitScreens(page, 'en', 'mobile');
  });

  it('does so in French too', async () => {
    await visitScreens(page, 'fr', 'mobile');
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});
