// The ledger journey in a real browser: signup → login → work folders → chart of accounts (a new bank
// account) → a balanced three-line entry typed with the keyboard → validation → the journal, with
// screenshots of each screen on desktop (1280×800) and phone (390×844).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { closePage, DESKTOP, launchBrowser, MOBILE, newPage as openPage, pick, SCREENSHOTS } from './helpers.ts';

const suffix = Date.now().toString(36);
const owner = {
  company: `Quincaillerie du Wouri ${suffix.toUpperCase()} SARL`,
  email: `paul.${suffix}@wouri.cm`,
  password: 'Douala#2024',
};

let browser: Browser;
/** The entry the desktop journey validates, shown again on a phone. */
let validatedEntryPath = '';

/** What an element says (its text in the DOM, before any CSS upper-casing). */
async function text(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}
const pageErrors: string[] = [];

const newPage = (viewport: { width: number; height: number }) => openPage(browser, viewport, pageErrors);

async function screenshot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Toasts fade and menus close: a still page, not a transition, goes into the picture.
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

async function logIn(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel(/^Password/).fill(owner.password);
  await page.getByRole('button', { name: 'Connect' }).click();
}

/** A total stands under its column: its cell's left and right edges are the header's. */
async function assertUnderColumn(total: Locator, header: Locator, what: string): Promise<void> {
  const [cell, column] = await Promise.all([total.boundingBox(), header.boundingBox()]);
  assert.ok(cell && column, `${what}: both drawn`);
  assert.ok(Math.abs(cell.x - column.x) <= 1 && Math.abs(cell.width - column.width) <= 1, `${what} under its column`);
}

/** The validated entry's debit and credit totals, each under its column. */
async function assertTotalsUnderColumns(page: Page): Promise<void> {
  const lines = page.getByRole('table', { name: 'Lines' });
  await assertUnderColumn(
    lines.getByTestId('total-debit'),
    lines.getByRole('columnheader', { name: 'Debit' }),
    'debit',
  );
  await assertUnderColumn(
    lines.getByTestId('total-credit'),
    lines.getByRole('columnheader', { name: 'Credit' }),
    'credit',
  );
}

/** Types into the focused cell, then Enter: the way an accountant walks through the grid. */
async function typeThenEnter(page: Page, text: string): Promise<void> {
  if (text) await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** An account cell: the number typed, the first match highlighted, Enter takes it and moves on. */
async function chooseAccount(page: Page, line: number, number: string): Promise<void> {
  const cell = page.getByRole('combobox', { name: `Account, line ${line}`, exact: true });
  assert.equal(await cell.evaluate((element) => element === document.activeElement), true, `account ${line} focused`);
  await page.keyboard.type(number);
  await page.locator(`[data-combobox-selected]`).filter({ hasText: number }).first().waitFor();
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (name) => !document.activeElement?.getAttribute('aria-label')?.startsWith(name),
    `Account, line ${line}`,
  );
}

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** The desktop journey's page, shared by its two parts: the company set up, then its first entry. */
let context: BrowserContext;
let page: Page;
let entryYear = '';

describe('ledger journey (desktop): the company, its folders and chart', () => {
  before(async () => {
    ({ context, page } = await newPage(DESKTOP));
  });

  it('signs a company up and logs in', async () => {
    await page.goto('/apps/signup');
    await page.getByLabel('Company legal name').fill(owner.company);
    await pick(page, 'Country', 'Cameroon');
    await pick(page, 'Company type');
    await pick(page, 'Business domain');
    await pick(page, 'Tax system');
    await page.getByLabel('First name').fill('Paul');
    await page.getByLabel('Last name').fill('Ekambi');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel(/^Password/).fill(owner.password);
    await page.getByLabel('Confirm the password').fill(owner.password);
    await page.getByRole('button', { name: 'Create my company', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/auth\/login/);
    await logIn(page);
    await page.waitForURL(/\/apps\/workfolder\/list$/);
  });

  it('lists the work folders with the current one', async () => {
    const row = page.locator('[data-testid="work-folder-row"][data-current="true"]');
    await row.waitFor();
    // Badges are upper-cased by CSS.
    assert.match(await text(row), /open/i);
    assert.match(await text(row), /current/i);
    await screenshot(page, 'ledger-work-folders-desktop');
  });

  it('creates the bank account 52110001 "Ecobank Douala" in the chart', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Chart of accounts').click();
    await page.waitForURL(/\/apps\/accounting\/chart-of-accounts$/);
    await page.getByRole('button', { name: /^Class 5 / }).waitFor();
    await page.getByRole('button', { name: 'New account' }).click();
    const dialog = page.getByRole('dialog', { name: 'New account' });
    await dialog.getByRole('textbox', { name: /Account number/ }).fill('52110001');
    await dialog
      .getByTestId('account-parent')
      .filter({ hasText: /Placed under 5211/ })
      .waitFor();
    await dialog.getByRole('textbox', { name: /Label/ }).fill('Ecobank Douala');
    await dialog.getByRole('button', { name: 'Create the account' }).click();
    await page.getByText('Operation completed successfully').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('searchbox', { name: 'Search the chart' }).fill('5211');
    await page.locator('[data-account="52110001"]').waitFor();
    assert.match(await text(page.locator('[data-account="52110001"]')), /Ecobank Douala/);
    await page.getByRole('searchbox', { name: 'Search the chart' }).fill('');
    await page.getByRole('button', { name: /^Class 5 / }).click();
    await page.getByRole('button', { name: /^Expand 52 / }).click();
    await page.getByRole('button', { name: /^Expand 521 / }).click();
    await page.locator('[data-account="5211"]').waitFor();
    await screenshot(page, 'ledger-chart-desktop');
  });
});

describe('ledger journey (desktop): the first entry and the journal', () => {
  it('enters a balanced three-line entry with the keyboard only', async () => {
    await page.goto('/accounting/entries/new');
    await page.getByRole('heading', { name: 'New journal entry' }).waitFor();
    const label = page.getByRole('textbox', { name: 'Label', exact: true });
    await label.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('placeholder')?.includes('Capital'));
    // The date field shows the day in the interface language (11/26/2026 in English).
    entryYear = (await page.getByLabel('Date').inputValue()).match(/\d{4}/)?.[0] ?? '';
    await typeThenEnter(page, 'Apport en capital');
    await typeThenEnter(page, 'Statuts du 2 janvier');
    await chooseAccount(page, 1, '52110001');
    await typeThenEnter(page, 'Versement Ecobank'); // line label
    await typeThenEnter(page, '1000000'); // debit
    await typeThenEnter(page, ''); // credit
    await chooseAccount(page, 2, '5711');
    await typeThenEnter(page, 'Versement en caisse');
    await typeThenEnter(page, '200000');
    await typeThenEnter(page, ''); // Enter on the last cell of the last line: a new line
    await chooseAccount(page, 3, '1013');
    await typeThenEnter(page, 'Capital souscrit');
    await typeThenEnter(page, ''); // no debit
    await page.keyboard.type('1200000');
    await page.getByText('Balanced').waitFor();
    assert.equal(await text(page.getByTestId('total-debit')), '1,200,000');
    assert.equal(await text(page.getByTestId('total-credit')), '1,200,000');
    assert.equal(await text(page.getByTestId('difference')), '0');
    assert.equal(await page.getByRole('button', { name: 'Validate' }).isEnabled(), true);
    await page.getByRole('textbox', { name: 'Credit, line 3' }).blur();
    await screenshot(page, 'ledger-entry-editor-desktop');
  });

  it('validates the entry: it takes the number OD-<year>-000001 and becomes read-only', async () => {
    await page.getByRole('button', { name: 'Validate' }).click();
    const number = page.getByTestId('entry-number');
    await number.waitFor();
    assert.equal(await text(number), `OD-${entryYear}-000001`);
    await page.getByText('Operation completed successfully').first().waitFor();
    assert.equal(await page.getByRole('combobox', { name: 'Account, line 1', exact: true }).count(), 0);
    assert.equal(await text(page.getByTestId('total-debit')), '1,200,000');
    await assertTotalsUnderColumns(page);
    validatedEntryPath = new URL(page.url()).pathname;
    await screenshot(page, 'ledger-entry-validated-desktop');
  });

  it('shows the entry in the journal with the totals of the filter', async () => {
    await page.goto('/accounting/journal');
    const heading = page.locator(`[data-entry="OD-${entryYear}-000001"]`);
    await heading.waitFor();
    assert.match(await text(heading), /Apport en capital/);
    const lines = page.locator(`[data-line-of="OD-${entryYear}-000001"]`);
    assert.equal(await lines.count(), 3);
    assert.match(await text(lines.nth(0)), /52110001[\s\S]*Ecobank Douala[\s\S]*1,000,000/);
    assert.match(await text(page.getByTestId('journal-totals')), /1,200,000[\s\S]*1,200,000/);
    // At 1280 px every line's label reads whole: none is cut by its column.
    const cut = await lines
      .locator('[data-free-text]')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
      );
    assert.deepEqual(cut, []);
    await screenshot(page, 'ledger-journal-desktop');
  });
});

describe('ledger journey (desktop): the entry in the reports and lists', () => {
  after(async () => {
    await closePage(context);
  });

  it('reads the entry in the trial balance, the balance sheet and the income statement', async () => {
    await page.goto('/accounting/trial-balance');
    await page.locator('[data-account="52110001"]').waitFor();
    assert.match(await text(page.getByTestId('trial-balance-totals')), /1,200,000/);
    await screenshot(page, 'ledger-trial-balance-desktop');
    await page.goto('/accounting/balance-sheet');
    await page.getByRole('table', { name: 'Assets' }).waitFor();
    await screenshot(page, 'ledger-balance-sheet-desktop');
    await page.goto('/accounting/income-statement');
    await page.getByTestId('net-result').waitFor();
    await screenshot(page, 'ledger-income-statement-desktop');
  });

  it('lists the entry among the journal entries and on the folder summary', async () => {
    await page.goto('/accounting/entries');
    await page.getByRole('link', { name: `Open entry OD-${entryYear}-000001` }).waitFor();
    await screenshot(page, 'ledger-entries-desktop');
    await page.goto('/accounting');
    await page.getByRole('link', { name: 'Trial balance' }).waitFor();
    await screenshot(page, 'ledger-accounting-desktop');
    await page.getByTestId('work-folder-menu').first().click();
    await page.getByRole('menuitem', { name: /open/ }).first().click();
    await page.waitForURL(/\/workfolder\?workFolder=/);
    await page.getByRole('group', { name: 'Entries posted' }).filter({ hasText: '1' }).waitFor();
    await screenshot(page, 'ledger-work-folder-summary-desktop');
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});

describe('ledger screens on a phone (390×844)', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ({ context, page } = await newPage(MOBILE));
  });
  after(async () => {
    await closePage(context);
  });

  it('shows the work folders, the chart, the entry editor and the journal', async () => {
    await page.goto('/auth/login?returnUrl=%2Fapps%2Fworkfolder%2Flist');
    await logIn(page);
    await page.waitForURL(/\/apps\/workfolder\/list$/);
    await page.locator('[data-testid="work-folder-row"]').first().waitFor();
    await screenshot(page, 'ledger-work-folders-mobile');

    await page.goto('/apps/accounting/chart-of-accounts');
    await page.getByRole('searchbox', { name: 'Search the chart' }).fill('bank');
    await page.locator('[data-match]').first().waitFor();
    await screenshot(page, 'ledger-chart-mobile');

    await page.goto('/accounting/entries/new');
    await page.getByRole('heading', { name: 'New journal entry' }).waitFor();
    await page.getByRole('combobox', { name: 'Account, line 1', exact: true }).click();
    await page.keyboard.type('5711');
    await page.locator('[data-combobox-selected]').first().waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Debit, line 1' }).fill('50000');
    await screenshot(page, 'ledger-entry-editor-mobile');

    await page.goto(validatedEntryPath);
    await page.getByTestId('entry-number').waitFor();
    await assertTotalsUnderColumns(page);
    await screenshot(page, 'ledger-entry-validated-mobile');

    await page.goto('/accounting/journal');
    await page.locator('[data-entry]').first().waitFor();
    await screenshot(page, 'ledger-journal-mobile');
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});
