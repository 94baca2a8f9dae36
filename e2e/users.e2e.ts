// Users, permissions and companies in a real browser: the owner invites an accountant, who chooses a
// password through the mailed link (read from DATA_DIR/outbox), then keeps the books (an
// entry validated); a viewer reads the entries and an invoice without a single write action, and the
// API refuses the viewer's entry with 403 PERMISSION_DENIED; the owner opens a subsidiary and switches
// to it, and the customer list then shows only the subsidiary's customers. Screenshots in en and fr.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import {
  assertAccessible,
  closePage,
  DESKTOP,
  launchBrowser,
  logIn,
  logInThroughApi,
  MOBILE,
  newOwner,
  newPage,
  type Owner,
  pick,
  screenshot,
  signUpThroughApi,
  xsrfHeaders,
} from './helpers.ts';
import { mailTo, passwordLinkOf } from './mails.ts';

const owner = newOwner('Cabinet Users', 'users.cm');
/** Invited into the owner's company; their password is chosen through the mailed link. */
const invitee = (firstName: string, lastName: string): Owner => ({
  ...owner,
  firstName,
  lastName,
  email: owner.email.replace(/^jeanne\./, `${firstName.toLowerCase()}.`),
  password: '',
});
const accountant = invitee('Paul', 'Ekambi');
const viewer = invitee('Awa', 'Diallo');
const CHOSEN_PASSWORD = { accountant: 'Yaounde#2025', viewer: 'Garoua#2025' };

let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** A call to the API with a token, answered whatever its status (the journey checks refusals too). */
async function callApi(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<ApiAnswer> {
  const headers = { ...(await xsrfHeaders(request)), Authorization: `Bearer ${token}` };
  const response = await request.fetch(path, { method, headers, ...(data === undefined ? {} : { data }) });
  const text = await response.text();
  // A refused call is printed, so a failing journey says what the API answered.
  if (!response.ok()) console.log(`${method} ${path} → ${response.status()} ${text}`);
  return { status: response.status(), body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A screenshot once menus and dialogs have finished opening or closing (their transitions take ~200 ms). */
async function still(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('access_token'))) ?? '';
}

async function openProfileMenu(page: Page, entry: string): Promise<void> {
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: entry }).click();
}

async function logOut(page: Page): Promise<void> {
  await openProfileMenu(page, 'Log out');
  await page.waitForURL(/\/auth\/login/);
}

/** An invited user's first visit: the mailed link, a password of their own, then the login. */
async function firstLogIn(page: Page, user: Owner, chosen: string, shot?: string): Promise<void> {
  const mail = await mailTo(user.email, /^Invitation (to join|à rejoindre)/);
  await page.goto(passwordLinkOf(mail));
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await page.getByLabel(/^New password/).fill(chosen);
  await page.getByLabel(/^Confirm the new password/).fill(chosen);
  if (shot) await still(page, shot);
  await page.getByRole('button', { name: 'Set the password' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/auth\/login/);
  user.password = chosen;
  await logIn(page, user);
  await page.waitForURL(/\/apps\/workfolder\/list$/);
}

/** Chooses an account in the editor's grid: its number typed, the highlighted match taken with Enter. */
async function chooseAccount(page: Page, line: number, number: string): Promise<void> {
  await page.getByRole('combobox', { name: `Account, line ${line}`, exact: true }).click();
  await page.keyboard.type(number);
  await page.locator('[data-combobox-selected]').filter({ hasText: number }).first().waitFor();
  await page.keyboard.press('Enter');
}

describe('users and permissions journey (desktop)', () => {
  let context: BrowserContext;
  let page: Page;
  let ownerToken = '';
  let workFolderId = '';
  let invoiceId = '';
  let invoiceNumber = '';
  let entryNumber = '';

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, owner);
  });
  after(async () => {
    await closePage(context);
  });

  it('the owner invites an accountant in the browser; the invitation goes by mail', async () => {
    await page.goto('/auth/login');
    await logIn(page, owner);
    await page.waitForURL(/\/apps\/workfolder\/list$/);
    ownerToken = await tokenOf(page);
    await openProfileMenu(page, 'Users');
    await page.waitForURL(/\/user\/users$/);
    await page.locator(`[data-testid="user-row"][data-email="${owner.email}"]`).waitFor();

    await page.getByRole('button', { name: 'Invite a user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByLabel(/^Email/).fill(accountant.email);
    await dialog.getByLabel(/^First name/).fill(accountant.firstName);
    await dialog.getByLabel(/^Last name/).fill(accountant.lastName);
    await dialog.getByRole('checkbox', { name: /^Accountant/ }).check();
    assert.equal(await dialog.getByRole('checkbox', { name: 'Validate and cancel documents' }).isChecked(), true);
    assert.equal(await dialog.getByRole('checkbox', { name: 'Manage users' }).isChecked(), false);
    await still(page, 'users-invite-desktop');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const shown = page.getByRole('dialog', { name: 'Invitation sent' });
    await shown.getByText(/the invitation went by email/).waitFor();
    await still(page, 'users-invitation-sent-desktop');
    await shown.getByRole('button', { name: 'OK' }).click();
    await shown.waitFor({ state: 'hidden' });
    // The membership begins when the accountant chooses a password through the mailed link.
    await page.reload();
    await page.locator(`[data-testid="user-row"][data-email="${owner.email}"]`).waitFor();
    assert.equal(await page.locator(`[data-testid="user-row"][data-email="${accountant.email}"]`).count(), 0);
    await still(page, 'users-list-desktop');
    await logOut(page);
    // The logout revoked the token the browser held; the journey goes on with a new one.
    const revoked = await callApi(page.request, ownerToken, 'GET', `/v1/companies/${await companyOf(ownerToken)}`);
    assert.equal(revoked.status, 401);
    ownerToken = await logInThroughApi(page.request, owner.email, owner.password);
  });

  it('the accountant chooses a password through the mailed link, then logs in', async () => {
    await firstLogIn(page, accountant, CHOSEN_PASSWORD.accountant, 'users-invitation-password-desktop');
    assert.equal(await page.evaluate(() => localStorage.getItem('mustChangePassword')), null);
    // The shell stores the current work folder once it has read the list: wait for it.
    await page.waitForFunction(() => localStorage.getItem('workFolder'));
    workFolderId = (await page.evaluate(() => localStorage.getItem('workFolder'))) ?? '';
  });

  it('the owner sees the accountant among the members once they have logged in', async () => {
    const members = await callApi(
      page.request,
      ownerToken,
      'GET',
      `/v1/companies/${await companyOf(ownerToken)}/users`,
    );
    const emails = (members.body.items as { email: string; mustChangePassword: boolean }[]).map((item) => item.email);
    assert.deepEqual(emails, [owner.email, accountant.email]);
  });

  it('the accountant creates and validates a journal entry', async () => {
    await page.goto('/accounting/entries/new');
    await page.getByRole('heading', { name: 'New journal entry' }).waitFor();
    await page.getByRole('textbox', { name: 'Label', exact: true }).fill('Apport en caisse');
    await chooseAccount(page, 1, '5711');
    await page.getByRole('textbox', { name: 'Debit, line 1' }).fill('50000');
    await chooseAccount(page, 2, '1013');
    await page.getByRole('textbox', { name: 'Credit, line 2' }).fill('50000');
    await page.getByText('Balanced').waitFor();
    await page.getByRole('button', { name: 'Validate' }).click();
    const number = page.getByTestId('entry-number');
    await number.waitFor();
    entryNumber = ((await number.textContent()) ?? '').trim();
    assert.match(entryNumber, /^OD-\d{4}-000001$/);
    await logOut(page);
  });

  it('the owner invites a viewer (through the API) and has an invoice validated', async () => {
    const invited = await callApi(
      page.request,
      ownerToken,
      'POST',
      `/v1/companies/${await companyOf(ownerToken)}/users`,
      {
        email: viewer.email,
        firstName: viewer.firstName,
        lastName: viewer.lastName,
        roles: ['VIEWER'],
      },
    );
    assert.equal(invited.status, 201);
    assert.equal(invited.body.oneTimePassword, undefined);
    const companyId = await companyOf(ownerToken);
    const customer = await callApi(page.request, ownerToken, 'POST', `/v1/companies/${companyId}/customers`, {
      name: 'Hôtel du Wouri',
    });
    assert.equal(customer.status, 201);
    const documents = `/v1/accountings/documents/workFolders/${workFolderId}`;
    const draft = await callApi(page.request, ownerToken, 'POST', documents, {
      type: 'SALE_INVOICE',
      // Today (UTC, never ahead of Douala): an invoice dated after today is refused.
      date: new Date().toISOString().slice(0, 10),
      partyId: customer.body.id,
      lines: [{ description: 'Nuitées', quantity: '2', unitPrice: '45000', vatRate: '19.25' }],
    });
    assert.equal(draft.status, 201);
    invoiceId = String(draft.body.id);
    const validated = await callApi(
      page.request,
      ownerToken,
      'POST',
      `/v1/accountings/documents/${invoiceId}/workFolders/${workFolderId}/state/VALIDATED`,
    );
    assert.equal(validated.status, 200);
    invoiceNumber = String(validated.body.number);
  });

  it('the viewer reads the entries and the invoice without any write action', async () => {
    await firstLogIn(page, viewer, CHOSEN_PASSWORD.viewer);
    assert.equal(await page.getByRole('button', { name: 'Create' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'New work folder' }).count(), 0);

    await page.goto('/accounting/entries');
    await page.getByRole('link', { name: `Open entry ${entryNumber}` }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'New entry' }).count(), 0);
    await page.getByRole('link', { name: `Open entry ${entryNumber}` }).click();
    await page.getByTestId('entry-number').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Cancel the entry' }).count(), 0);
    assert.equal(await page.getByRole('link', { name: 'New entry' }).count(), 0);

    await page.goto(`/sale/invoices/${invoiceId}`);
    await page.getByRole('heading', { name: invoiceNumber }).waitFor();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    for (const name of ['Cancel the document', 'Issue a credit note', 'Record a payment']) {
      assert.equal(await page.getByRole('button', { name }).count(), 0, name);
      assert.equal(await page.getByRole('link', { name }).count(), 0, name);
    }
    await screenshot(page, 'users-viewer-invoice-desktop');

    await page.goto('/sale/invoices');
    await page.getByRole('heading', { name: 'Invoices' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'New invoice' }).count(), 0);
    await page.goto('/user');
    await page.waitForURL(/\/user\/profile$/);
    await page.getByText(viewer.email).waitFor();
    await screenshot(page, 'users-viewer-profile-desktop');
  });

  it('the API refuses the viewer a journal entry with 403 PERMISSION_DENIED', async () => {
    const refused = await callApi(
      page.request,
      await tokenOf(page),
      'POST',
      `/v1/accountings/documents/workFolders/${workFolderId}`,
      {
        type: 'JOURNAL_ENTRY',
        date: `${entryNumber.slice(3, 7)}-03-02`,
        journalCode: 'OD',
        label: 'Tentative',
        lines: [],
      },
    );
    assert.equal(refused.status, 403);
    assert.equal(refused.body.code, 'PERMISSION_DENIED');
    await logOut(page);
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});

/** The company id the token carries (its payload is plain base64url JSON). */
async function companyOf(token: string): Promise<string> {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    companyId: string;
  };
  return payload.companyId;
}

describe('subsidiary and company switch journey (desktop, then French)', () => {
  let context: BrowserContext;
  let page: Page;
  const parent = newOwner('Groupe Switch', 'switch.cm');

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, parent);
  });
  after(async () => {
    await closePage(context);
  });

  it('creates a subsidiary described as at signup', async () => {
    await page.goto('/auth/login');
    await logIn(page, parent);
    await page.waitForURL(/\/apps\/workfolder\/list$/);
    const token = await tokenOf(page);
    const created = await callApi(page.request, token, 'POST', `/v1/companies/${await companyOf(token)}/customers`, {
      name: 'Client de la maison mère',
    });
    assert.equal(created.status, 201);

    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Subsidiaries').click();
    await page.waitForURL(/\/apps\/subdiaries$/);
    await page.getByText('No subsidiary yet.').waitFor();
    await page.getByRole('button', { name: 'New subsidiary' }).click();
    const dialog = page.getByRole('dialog', { name: 'New subsidiary' });
    await dialog.getByLabel(/^Company legal name/).fill('Filiale Lyon SAS');
    await pick(page, 'Country', 'France');
    await pick(page, 'Company type');
    await pick(page, 'Business domain');
    await pick(page, 'Tax system');
    await still(page, 'subsidiaries-form-desktop');
    await dialog.getByRole('button', { name: 'Create the subsidiary' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByTestId('subsidiary-row').filter({ hasText: 'Filiale Lyon SAS' });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /France[\s\S]*EUR/);
    await still(page, 'subsidiaries-list-desktop');
  });

  it('switches to the subsidiary from the top bar: its customers only, its own work folder', async () => {
    const parentFolder = await page.evaluate(() => localStorage.getItem('workFolder'));
    await page.getByTestId('company-menu').first().click();
    await page.getByTestId('company-option').filter({ hasText: 'Filiale Lyon SAS' }).waitFor();
    await still(page, 'company-switcher-desktop');
    await page.getByTestId('company-option').filter({ hasText: 'Filiale Lyon SAS' }).click();
    await page.waitForURL(/\/apps\/workfolder\/list$/);
    await page.getByTestId('company-menu').first().filter({ hasText: 'Filiale Lyon SAS' }).waitFor();
    await page.locator('[data-testid="work-folder-row"][data-current="true"]').waitFor();
    assert.notEqual(await page.evaluate(() => localStorage.getItem('workFolder')), parentFolder);

    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Customers').click();
    await page.waitForURL(/\/apps\/company\/customer$/);
    await page
      .getByText(/^No customer yet/)
      .first()
      .waitFor();
    assert.equal(await page.getByText('Client de la maison mère').count(), 0);

    await page.getByTestId('company-menu').first().click();
    await page.getByTestId('company-option').filter({ hasText: parent.company }).click();
    await page.waitForURL(/\/apps\/workfolder\/list$/);
    await page.goto('/apps/company/customer');
    await page.getByText('Client de la maison mère').waitFor();
  });

  it('shows the user area and the subsidiaries in French', async () => {
    await page.goto('/user/users?lang=fr');
    await page.getByRole('heading', { name: 'Utilisateurs' }).waitFor();
    await page.locator('[data-testid="user-row"]').first().waitFor();
    await screenshot(page, 'users-list-fr');
    await page.getByRole('button', { name: 'Inviter un utilisateur' }).click();
    await page.getByRole('dialog', { name: 'Inviter un utilisateur' }).waitFor();
    await still(page, 'users-invite-fr');
    await page.keyboard.press('Escape');
    await page.goto('/user/profile');
    await page.getByRole('heading', { name: 'Mon profil' }).waitFor();
    await page.getByText(parent.email).waitFor();
    await screenshot(page, 'users-profile-fr');
    await page.goto('/user/password');
    await page.getByLabel(/^Nouveau mot de passe/).fill('abc');
    await screenshot(page, 'users-password-fr');
    await page.goto('/apps/subdiaries');
    await page.getByTestId('subsidiary-row').waitFor();
    await screenshot(page, 'subsidiaries-list-fr');
  });

  it('shows the users on a phone', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto('/user/users?lang=en');
    await page.locator('[data-testid="user-row"]').first().waitFor();
    await screenshot(page, 'users-list-mobile');
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});

describe('invitation of someone who already has an account (desktop, French, phone)', () => {
  let context: BrowserContext;
  let page: Page;
  const host = newOwner('Cabinet Hôte', 'host.cm');
  const guest = newOwner('Cabinet Invité', 'guest.cm');

  before(async () => {
    ({ context, page } = await newPage(browser, DESKTOP, pageErrors));
    await signUpThroughApi(context.request, host);
    await signUpThroughApi(context.request, guest);
  });
  after(async () => {
    await closePage(context);
  });

  it('waits for the guest, who accepts it from the panel after logging in', async () => {
    const hostToken = await logInThroughApi(page.request, host.email, host.password);
    const invited = await callApi(
      page.request,
      hostToken,
      'POST',
      `/v1/companies/${await companyOf(hostToken)}/users`,
      {
        email: guest.email,
        firstName: 'Nom',
        lastName: 'Inconnu',
        roles: ['ACCOUNTANT'],
      },
    );
    assert.equal(invited.status, 201);
    // The inviting company learns nothing of the account: no name, and it is not a member yet.
    assert.equal(JSON.stringify(invited.body).includes(guest.firstName), false);
    const members = await callApi(page.request, hostToken, 'GET', `/v1/companies/${await companyOf(hostToken)}/users`);
    assert.equal(members.body.total, 1);

    await page.goto('/auth/login');
    await logIn(page, guest);
    await page.waitForURL(/\/apps\/workfolder\/list$/);
    const panel = page.getByRole('region', { name: 'An invitation is waiting for you' });
    await panel.getByText(host.company).waitFor();
    await still(page, 'invitations-pending-desktop');
    // The panel is above every page of the shell; axe judges it on the customers page.
    await page.goto('/apps/company/customer');
    await panel.waitFor();
    await assertAccessible(page, 'pending invitations');
    await page.goto('/apps/company/customer?lang=fr');
    await page.getByRole('region', { name: 'Une invitation vous attend' }).waitFor();
    await still(page, 'invitations-pending-fr');
    await page.setViewportSize(MOBILE);
    await page.goto('/apps/workfolder/list?lang=en');
    await panel.waitFor();
    await still(page, 'invitations-pending-mobile');
    await page.setViewportSize(DESKTOP);

    await panel.getByRole('button', { name: `Accept the invitation of ${host.company}` }).click();
    await page.getByText(`You are now a member of ${host.company}`).waitFor();
    await panel.waitFor({ state: 'hidden' });
    await page.getByTestId('company-menu').first().click();
    await page.getByTestId('company-option').filter({ hasText: host.company }).waitFor();
    const after = await callApi(page.request, hostToken, 'GET', `/v1/companies/${await companyOf(hostToken)}/users`);
    assert.equal(after.body.total, 2);
  });

  it('raised no error in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});
