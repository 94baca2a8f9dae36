// Mail in a real browser (issue #31): a user who forgot the password asks for a link on the login
// page, reads the mail the app wrote (DATA_DIR/outbox, no SMTP_URL), chooses a new password through
// the link and logs in with it; the old session is refused. Then an invoice is sent by email from its
// page: the mail carries the PDF, and the invoice's history shows it. Last, an English customer's
// statement, reminder letter and the month's invoices: each dialog axe-checked, each mail in English.
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
  logIn,
  logInThroughApi,
  newOwner,
  newPage,
  screenshot,
  signUpThroughApi,
} from './helpers.ts';
import { mailTo, passwordLinkOf } from './mails.ts';

const owner = newOwner('Cabinet Courrier', 'courrier.cm');
const NEW_PASSWORD = 'Kribi#2026new';
let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('mail journey (desktop)', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner);
  });
  after(async () => {
    await closePage(context);
  });

  it('forgot password → mail → new password → logged in; the old session is refused', async () => {
    const oldToken = await logInThroughApi(page.request, owner.email, owner.password);
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/auth\/forgot-password$/);
    await page.getByLabel(/^Email/).fill(owner.email);
    await assertAccessible(page, 'forgot password');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page
      .getByRole('status')
      .getByText(/a link to choose a new password is on its way/)
      .waitFor();
    await screenshot(page, 'mail-forgot-password-desktop');

    const mail = await mailTo(owner.email, /^(Reset your Bilan password|Réinitialiser votre mot de passe Bilan)$/);
    assert.ok(mail.messageId && mail.date, 'the mail has a Message-ID and a Date');
    await page.goto(passwordLinkOf(mail));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm the new password/).fill(NEW_PASSWORD);
    await assertAccessible(page, 'new password');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.getByText('Your password is set. Sign in with it.').waitFor();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/auth\/login/);
    owner.password = NEW_PASSWORD;
    await logIn(page, owner);
    await page.waitForURL(/\/apps\/workfolder\/list$/);
    // The top bar makes the latest open folder current once the list is read; the next steps leave the
    // app's screens (the reset link), so wait for it here rather than race it.
    await page.waitForFunction(() => localStorage.getItem('workFolder') !== null);

    const refused = await page.request.get('/v1/auth/companies', {
      headers: { authorization: `Bearer ${oldToken}`, 'x-api-key': 'bilan-web' },
    });
    assert.equal(refused.status(), 401);
    // The link works once.
    await page.goto(passwordLinkOf(mail));
    await page.getByLabel(/^New password/).fill('Another#2026x');
    await page.getByLabel(/^Confirm the new password/).fill('Another#2026x');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.getByRole('alert').getByText('This link was already used.').waitFor();
  });

  it('sends an invoice by email from its page, the PDF attached, and shows it in its history', () =>
    sendInvoiceByEmail(page));

  it("mails an English customer's statement, reminder letter and the month's invoices, in English", () =>
    mailEnglishCustomer(page));
});

/**
 * An English customer of the company: its statement and reminder letter mailed from its page, then the
 * month's invoices from the list, each dialog axe-checked and each mail written in English.
 */
async function mailEnglishCustomer(page: Page): Promise<void> {
  const [companyId, workFolderId] = await page.evaluate(() => [
    localStorage.getItem('company'),
    localStorage.getItem('workFolder'),
  ]);
  const email = 'accounts@lagos-trading.example';
  const customer = await apiSend<{ id: string; code: string }>(page, 'POST', `/v1/companies/${companyId}/customers`, {
    name: 'Lagos Trading',
    email,
    language: 'en',
  });
  // Dated in January and due then: overdue today, so the reminder letter has something to remind.
  const january = `${new Date().getFullYear()}-01`;
  const draft = await apiSend<{ id: string }>(page, 'POST', `/v1/accountings/documents/workFolders/${workFolderId}`, {
    type: 'SALE_INVOICE',
    date: `${january}-05`,
    dueDate: `${january}-20`,
    partyId: customer.id,
    lines: [{ description: 'Consulting', quantity: '1', unitPrice: '250000', vatRate: '19.25' }],
  });
  await apiSend(page, 'POST', `/v1/accountings/documents/${draft.id}/workFolders/${workFolderId}/state/VALIDATED`);

  await page.goto(`/apps/company/customer/${customer.id}`);
  await page.getByRole('heading', { name: 'Lagos Trading' }).first().waitFor();
  await page.getByRole('button', { name: 'Send by email' }).click();
  const statement = page.getByRole('dialog', { name: `Send the statement of ${customer.code} by email` });
  await statement.getByText(`Attached: statement-${customer.code}.pdf`).waitFor();
  assert.match(await statement.getByLabel(/^Subject/).inputValue(), /^Statement of account – /);
  await assertAccessible(page, 'send a statement by email');
  await screenshot(page, 'mail-send-statement-desktop');
  await statement.getByRole('button', { name: 'Send' }).click();
  await statement.waitFor({ state: 'hidden' });
  const statementMail = await mailTo(email, /^Statement of account – /);
  assert.equal(statementMail.attachments[0]?.filename, `statement-${customer.code}.pdf`);

  await page.getByRole('button', { name: 'Send the reminder by email' }).click();
  const reminder = page.getByRole('dialog', { name: "Send Lagos Trading's reminder letter by email" });
  await reminder.getByText(/^Attached: /).waitFor();
  assert.match(await reminder.getByLabel(/^Subject/).inputValue(), /^Reminder: overdue invoices – /);
  await assertAccessible(page, 'send a reminder letter by email');
  await reminder.getByRole('button', { name: 'Send' }).click();
  await reminder.waitFor({ state: 'hidden' });
  await mailTo(email, /^Reminder: overdue invoices – /);
  await page.getByText('Statements and reminders sent').waitFor();

  await page.goto('/sale/invoices');
  await page.getByRole('button', { name: "Send the month's invoices" }).click();
  const bulk = page.getByRole('dialog', { name: "Send the month's invoices" });
  await bulk.getByLabel('Month').fill(january);
  await bulk.getByText(/^Invoices of January \d{4}: 1 will be sent, 0 skipped/).waitFor();
  await assertAccessible(page, "send the month's invoices");
  await screenshot(page, 'mail-send-month-desktop');
  await bulk.getByRole('button', { name: 'Send' }).click();
  await page.getByText('1 sent, 0 left out (0 without an address, 0 already sent).').waitFor();
  const invoiceMail = await mailTo(email, /^Invoice /);
  assert.match(invoiceMail.text ?? '', /^Hello,/);
}

/** An invoice sent by email from its page: the PDF attached, and the invoice's history shows it sent. */
async function sendInvoiceByEmail(page: Page): Promise<void> {
  // Logged in with the new password by the step before.
  await page.waitForFunction(() => localStorage.getItem('workFolder') && localStorage.getItem('company'));
  const [companyId, workFolderId] = await page.evaluate(() => [
    localStorage.getItem('company'),
    localStorage.getItem('workFolder'),
  ]);
  const customer = await apiSend<{ id: string }>(page, 'POST', `/v1/companies/${companyId}/customers`, {
    name: 'Hôtel du Wouri',
    email: 'compta@wouri.cm',
  });
  const documents = `/v1/accountings/documents/workFolders/${workFolderId}`;
  const draft = await apiSend<{ id: string }>(page, 'POST', documents, {
    type: 'SALE_INVOICE',
    date: new Date().toISOString().slice(0, 10),
    partyId: customer.id,
    lines: [{ description: 'Nuitées', quantity: '2', unitPrice: '45000', vatRate: '19.25' }],
  });
  const invoice = await apiSend<{ number: string }>(
    page,
    'POST',
    `/v1/accountings/documents/${draft.id}/workFolders/${workFolderId}/state/VALIDATED`,
  );

  await page.goto(`/sale/invoices/${draft.id}`);
  await page.getByRole('heading', { name: invoice.number }).waitFor();
  await page.getByText('Not sent by email yet.').waitFor();
  await page.getByRole('button', { name: 'Send by email' }).click();
  const dialog = page.getByRole('dialog', { name: `Send ${invoice.number} by email` });
  await dialog.getByText(`Attached: ${invoice.number}.pdf`).waitFor();
  assert.equal(await dialog.getByLabel(/^To/).inputValue(), 'compta@wouri.cm');
  await dialog.getByLabel(/^Cc/).fill('gerant@wouri.cm');
  await assertAccessible(page, 'send an invoice by email');
  await screenshot(page, 'mail-send-invoice-desktop');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.waitFor({ state: 'hidden' });

  const mail = await mailTo('compta@wouri.cm', new RegExp(`^(Facture|Invoice) ${invoice.number} `));
  assert.equal(mail.attachments[0]?.filename, `${invoice.number}.pdf`);
  assert.equal(mail.attachments[0]?.contentType, 'application/pdf');
  await page.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
  const history = await apiGet<{ state: string; to: string[] }[]>(
    page,
    `/v1/accountings/documents/${draft.id}/workFolders/${workFolderId}/mails`,
  );
  assert.deepEqual(
    history.map((item) => [item.state, item.to]),
    [['SENT', ['compta@wouri.cm']]],
  );
}
