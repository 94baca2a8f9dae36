// The year end in a real browser: a Cameroonian SARL's year (capital 1,000,000 FCFA, then the sale and
// purchase of `seedBooks`: a profit of 24,000) closed from the work folder list, then its result
// appropriated at the meeting: the legal reserve's minimum shown (a tenth, 2,400), a split that does
// not add up refused on screen, the right one booked in the next year; screenshots on desktop, and in French on a phone.
import assert from 'node:assert/strict';
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
  seedBooks,
  signUpThroughApi,
  stored,
  toastsGone,
} from './helpers.ts';

const owner = newOwner('Boulangerie Affectation', 'affectation.cm');

let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** The capital contributed in cash: 5711 D / 1013 C 1,000,000, validated through the API. */
async function contributeCapital(page: Page): Promise<void> {
  const companyId = await stored(page, 'company');
  const workFolderId = await stored(page, 'workFolder');
  const chart = await apiGet<{ accounts: { id: string; number: string }[] }[]>(
    page,
    `/v1/accountings/companies/${companyId}/chart-of-accounts`,
  );
  const idOf = (number: string) => chart.flatMap((group) => group.accounts).find((row) => row.number === number)?.id;
  const entry = await apiSend<{ id: string }>(page, 'POST', `/v1/accountings/documents/workFolders/${workFolderId}`, {
    type: 'JOURNAL_ENTRY',
    date: new Date().toISOString().slice(0, 10),
    label: 'Apport en capital',
    lines: [
      { accountId: idOf('5711'), debit: '1000000', credit: null },
      { accountId: idOf('1013'), debit: null, credit: '1000000' },
    ],
  });
  await apiSend(page, 'POST', `/v1/accountings/documents/${entry.id}/workFolders/${workFolderId}/state/VALIDATED`);
}

describe('year end journey: close, then appropriate the result', () => {
  let context: BrowserContext;
  let page: Page;
  let folderName: string;

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner, 'CM', 'SARL');
  });
  after(async () => {
    await closePage(context);
  });

  it('closes the year from the work folder list', async () => {
    await logInToWorkFolder(page, owner);
    await allowFutureEntries(page);
    await contributeCapital(page);
    await seedBooks(page);
    await page.goto('/apps/workfolder/list');
    const row = page.getByTestId('work-folder-row').first();
    folderName = (await row.locator('h2').textContent()) ?? '';
    await page.getByRole('button', { name: `Close ${folderName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Close the work folder' }).click();
    await dialog.getByTestId('closing-outcome').waitFor();
    assert.match((await dialog.getByTestId('closing-outcome').textContent()) ?? '', figure('24000'));
    await dialog.getByRole('button', { name: 'Done' }).click();
    await toastsGone(page);
  });

  it('shows the legal minimum, refuses a split that does not add up, and books the meeting’s split', async () => {
    await page.getByRole('button', { name: `Appropriate the result of ${folderName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Appropriate the result of ${folderName}` });
    const facts = dialog.getByTestId('appropriation-facts');
    await facts.waitFor();
    assert.match((await facts.textContent()) ?? '', figure('2400'));
    const nextYear = Number(folderName.match(/\d{4}/)?.[0] ?? new Date().getFullYear()) + 1;
    await dialog.getByLabel(/Date of the shareholders' meeting/).fill(`${nextYear}-05-20`);
    await dialog.getByLabel('Dividends (465)').fill('20000');
    await dialog.getByRole('button', { name: 'Book the appropriation' }).click();
    await dialog.getByText('The split must add up to the result.').waitFor();
    await screenshot(page, 'appropriation-refused');
    await dialog.getByLabel('Retained earnings (121)').fill('1600');
    await dialog.getByText('The split adds up to the result.').waitFor();
    assert.notEqual(await dialog.getByLabel('Retained earnings (121)').getAttribute('aria-invalid'), 'true');
    await screenshot(page, 'appropriation-form');
    await dialog.getByRole('button', { name: 'Book the appropriation' }).click();
    const booked = dialog.getByTestId('appropriation-booked');
    await booked.waitFor();
    assert.match((await booked.textContent()) ?? '', new RegExp(`OD-${nextYear}-\\d{6}`));
    await toastsGone(page);
    await screenshot(page, 'appropriation-booked');
    await dialog.getByRole('button', { name: 'Done' }).click();
    assert.deepEqual(pageErrors, []);
  });

  it("shows the next year's balance sheet with the appropriated result in reserves and retained earnings", async () => {
    await page.goto('/accounting/balance-sheet');
    const liabilities = page.getByRole('table', { name: 'Equity and liabilities' });
    // 2,400 to the legal reserve (CF), 1,600 to retained earnings (CH), nothing left awaiting (CJA).
    await liabilities.locator('tr[data-ref="CF"]').getByText(figure('2400')).waitFor();
    await liabilities.locator('tr[data-ref="CH"]').getByText(figure('1600')).waitFor();
    await liabilities.locator('tr[data-ref="CA"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'appropriation-next-balance-sheet');
  });
});

describe('year end journey (phone, in French)', () => {
  it('shows the booked appropriation on a phone, in French', async () => {
    const { context, page } = await newPage(browser, MOBILE, pageErrors);
    await logInToWorkFolder(page, owner);
    await page.goto('/apps/workfolder/list?lang=fr');
    await page
      .getByRole('button', { name: /^Affecter le résultat de / })
      .first()
      .click();
    const booked = page.getByRole('dialog').getByTestId('appropriation-booked');
    await booked.waitFor();
    assert.match((await booked.textContent()) ?? '', /Résultat affecté : écriture OD-\d{4}-\d{6}/);
    // The modal fades in: the picture is of the settled screen.
    await page.waitForTimeout(400);
    await screenshot(page, 'appropriation-phone-fr');
    await page.getByRole('dialog').getByRole('button', { name: 'Terminer' }).click();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(sideways <= 0, `the list scrolls ${sideways} px sideways`);
    await screenshot(page, 'appropriation-list-phone-fr');
    await closePage(context);
    assert.deepEqual(pageErrors, []);
  });
});
