// The French liasse fiscale in a real browser: a SARL's annual package shows the 2033 forms box by box, the
// preparer adds back an amount the ledger cannot know, the settings switch the company to the normal regime and
// the package then shows the 2050 to 2053 forms.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  allowFutureEntries,
  apiGet,
  apiSend,
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
} from './helpers.ts';

const owner = newOwner('Épicerie Fine Liasse', 'liasse.fr');
const pageErrors: string[] = [];
let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Capital 20,000.00 paid in at the bank, then goods sold for 1,000.00 + VAT 200.00 received at the bank. */
async function postBooks(page: Page): Promise<void> {
  const companyId = await stored(page, 'company');
  const workFolderId = await stored(page, 'workFolder');
  const folder = await apiGet<{ startDate: string }>(page, `/v1/accountings/workFolders/${workFolderId}`);
  const chart = await apiGet<{ accounts: { id: string; number: string }[] }[]>(
    page,
    `/v1/accountings/companies/${companyId}/chart-of-accounts`,
  );
  const idOf = (number: string) => chart.flatMap((group) => group.accounts).find((row) => row.number === number)?.id;
  const post = async (date: string, lines: Array<[string, string | null, string | null]>) => {
    const entry = await apiSend<{ id: string }>(page, 'POST', `/v1/accountings/documents/workFolders/${workFolderId}`, {
      type: 'JOURNAL_ENTRY',
      date: `${folder.startDate.slice(0, 4)}-${date}`,
      label: 'Écriture',
      lines: lines.map(([number, debit, credit]) => ({ accountId: idOf(number), debit, credit })),
    });
    await apiSend(page, 'POST', `/v1/accountings/documents/${entry.id}/workFolders/${workFolderId}/state/VALIDATED`);
  };
  await post('01-02', [
    ['5121', '20000.00', null],
    ['10131', null, '20000.00'],
  ]);
  await post('03-01', [
    ['5121', '1200.00', null],
    ['707', null, '1000.00'],
    ['44571', null, '200.00'],
  ]);
}

describe('liasse fiscale of a French SARL (desktop)', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner, 'FR', 'SARL');
  });
  after(async () => {
    await closePage(context);
    assert.deepEqual(pageErrors, []);
  });

  it('shows the 2033 forms on the annual package, box by box, and their checks', async () => {
    await logInToWorkFolder(page, owner);
    await allowFutureEntries(page);
    await postBooks(page);
    await page.goto('/accounting/annual-package');
    const checks = page.getByRole('region', { name: 'Checks before filing' });
    await checks.locator('[data-check="LIASSE_BALANCED"]').getByText('ok').waitFor();
    await checks.locator('[data-check="LIASSE_RESULT_AGREES"]').getByText('ok').waitFor();
    const liasse = page.getByRole('region', { name: 'Liasse fiscale' });
    await liasse.getByText(/Simplified regime/).waitFor();
    await liasse.locator('tr[data-box="2033-A:110"]').getByText(figure('21200.00')).waitFor();
    await liasse.locator('tr[data-box="2033-A:180"]').getByText(figure('21200.00')).waitFor();
    await liasse.locator('tr[data-box="2033-A:136"]').getByText(figure('1000.00')).waitFor();
    await screenshot(page, 'liasse-2033-a-desktop');

    // The preparer adds back 250.00 of non-deductible car rents: 330 and the taxable result take it.
    const adjustments = page.getByRole('region', { name: 'Adjustments of the taxable result', exact: true });
    await adjustments.getByText('No adjustment entered.').waitFor();
    await adjustments.getByRole('combobox', { name: 'Box' }).click();
    await page.getByRole('option', { name: /^2033-B 330 / }).click();
    await adjustments.getByRole('textbox', { name: 'Label' }).fill('Non-deductible car rents (CGI art. 39-4)');
    await adjustments.getByRole('textbox', { name: 'Amount' }).fill('250.00');
    await adjustments.getByRole('button', { name: 'Add the adjustment' }).click();
    await adjustments.locator('tr[data-adjustment="2033-B:330"]').getByText(figure('250.00')).waitFor();
    await screenshot(page, 'liasse-adjustments-desktop');
    await liasse.getByRole('tab', { name: '2033-B' }).click();
    await liasse.locator('tr[data-box="2033-B:210"]').getByText(figure('1000.00')).waitFor();
    await liasse.locator('tr[data-box="2033-B:310"]').getByText(figure('1000.00')).waitFor();
    await liasse.locator('tr[data-box="2033-B:330"]').getByText(figure('250.00')).waitFor();
    await liasse.locator('tr[data-box="2033-B:352"]').getByText(figure('1250.00')).waitFor();
    await page.setViewportSize(MOBILE);
    await adjustments.scrollIntoViewIfNeeded();
    await screenshot(page, 'liasse-adjustments-phone');
    await page.setViewportSize(DESKTOP);
    await liasse.getByRole('tab', { name: '2033-F' }).click();
    await liasse.locator('tr[data-box="2033-F:901"]').getByText('to fill in').waitFor();
    await liasse.getByRole('tab', { name: '2065' }).click();
    await liasse.locator('tr[data-box="2065:370"]').getByText(figure('1250.00')).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    assert.match(csv, /^liasse 2033-A,180,Total equity and liabilities,amount,21200\.00\r?$/m);
    assert.match(csv, /^liasse 2033-B,310,[^\n]*,amount,1000\.00\r?$/m);
    assert.match(
      csv,
      /^liasse adjustments,330,2033-B · Non-deductible car rents \(CGI art\. 39-4\),amount,250\.00\r?$/m,
    );
  });

  it('switches to the normal regime in the settings, and the package shows the 2050 to 2053 forms', async () => {
    await page.goto('/apps/settings');
    await chooseRegime(page, 'Normal (réel normal, 2050–2059)');
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await page.getByText('Operation completed successfully').first().waitFor();
    await page.goto('/accounting/annual-package');
    const liasse = page.getByRole('region', { name: 'Liasse fiscale' });
    await liasse.getByText(/Normal regime/).waitFor();
    await liasse.getByText(/Bilan does not draw the 2058-A/).waitFor();
    await liasse.locator('tr[data-box="2050:CO"]').getByText(figure('21200.00')).waitFor();
    await liasse.getByRole('tab', { name: '2053' }).click();
    await liasse.locator('tr[data-box="2053:HN"]').getByText(figure('1000.00')).waitFor();
    await screenshot(page, 'liasse-2053-desktop');
  });
});

/**
 * Picks the regime in the settings' select. The form fills itself once the settings arrive, which can
 * close a dropdown opened before: on a busy machine the list is opened again, three times at most.
 */
async function chooseRegime(page: Page, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Tax regime (France)' });
  const choice = page.getByRole('option', { name: option, exact: true });
  for (let attempt = 1; ; attempt += 1) {
    await select.click();
    try {
      await choice.click({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3)
        throw new Error(`the option "${option}" of the tax regime did not show after 3 tries`, { cause: error });
      await page.keyboard.press('Escape');
    }
  }
}
