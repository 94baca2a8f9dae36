// The second half of a new company's first hour (e2e/first-hour.e2e.ts, issue #34): the first invoice to a
// customer created from the party field, a bill with a fixed-asset line, a half-filled invoice left by the
// menu and restored, and an account created from the journal entry editor. Nothing leaves the editor.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { apiGet, apiSend, figure, screenshot, stored, toastsGone } from './helpers.ts';

/** The words of the walk's screens, in the language it runs in, and the accounts of the company's chart. */
export interface WalkWords {
  compact: boolean;
  party: RegExp;
  createCustomer: (name: string) => string;
  newCustomer: string;
  createTheCustomer: string;
  createSupplier: (name: string) => string;
  newSupplier: string;
  createTheSupplier: string;
  /** A line's field: "Description (Line 1)" on a wide screen, "Description" in a phone's line card. */
  lineField: (word: 'description' | 'quantity' | 'unitPrice' | 'account') => string;
  validate: string;
  validateInvoice: string;
  validateBill: string;
  validateAndPost: string;
  menuLabel: string;
  toggleMenu: string;
  customers: string;
  leaveTitle: string;
  stay: string;
  leave: string;
  restore: string;
  entryTitle: string;
  entryLabel: string;
  accountOfLine: (line: number) => string;
  createAccount: (number: string) => string;
  newAccount: string;
  accountNumber: RegExp;
  accountLabel: RegExp;
  createTheAccount: string;
  /** A fixed asset of the framework's chart: SYSCOHADA 2441 (equipment), PCG 2183 (office and computer equipment). */
  fixedAsset: string;
  /** An account the chart lacks, created from the entry editor. */
  newAccountNumber: string;
  /**
   * The totals including tax, worked by hand: 3 × 10,000 = 30,000, then VAT at 19.25 % (Cameroon) is 5,775,
   * 35,775 in all, at 20 % (France) 6,000, 36,000; the bill's 2,500,000 takes 481,250 (2,981,250) or
   * 500,000 (3,000,000).
   */
  invoiceTotal: string;
  billTotal: string;
  /** France: e-invoicing is on from the start, so the seller's identity must be known before a first sale. */
  eInvoicing: boolean;
}

const LINE_WORDS = {
  en: { description: 'Description', quantity: 'Qty', unitPrice: 'Unit price', account: 'Account', line: 'Line' },
  fr: { description: 'Désignation', quantity: 'Qté', unitPrice: 'Prix unitaire', account: 'Compte', line: 'Ligne' },
} as const;

function lineFieldOf(language: 'en' | 'fr', compact: boolean) {
  const words = LINE_WORDS[language];
  return (word: 'description' | 'quantity' | 'unitPrice' | 'account') =>
    compact ? words[word] : `${words[word]} (${words.line} 1)`;
}

export const FRENCH_WALK: WalkWords = {
  compact: false,
  party: /^Tiers/,
  createCustomer: (name) => `Créer le client «${name}»`,
  newCustomer: 'Nouveau client',
  createTheCustomer: 'Créer le client',
  createSupplier: (name) => `Créer le fournisseur «${name}»`,
  newSupplier: 'Nouveau fournisseur',
  createTheSupplier: 'Créer le fournisseur',
  lineField: lineFieldOf('fr', false),
  validate: 'Valider',
  validateInvoice: 'Valider cette facture ?',
  validateBill: 'Valider cette facture fournisseur ?',
  validateAndPost: 'Valider et comptabiliser',
  menuLabel: 'Menu principal',
  toggleMenu: 'Ouvrir ou fermer le menu',
  customers: 'Clients',
  leaveTitle: 'Quitter sans enregistrer ?',
  stay: 'Rester',
  leave: 'Quitter',
  restore: 'Les restaurer',
  entryTitle: 'Nouvelle écriture',
  entryLabel: 'Libellé',
  accountOfLine: (line) => `Compte, ligne ${line}`,
  createAccount: (number) => `Créer le compte ${number}…`,
  newAccount: 'Nouveau compte',
  accountNumber: /^Numéro de compte/,
  accountLabel: /^Libellé/,
  createTheAccount: 'Créer le compte',
  fixedAsset: '2441',
  newAccountNumber: '60470001',
  invoiceTotal: '35775',
  billTotal: '2981250',
  eInvoicing: false,
};

export const ENGLISH_WALK: WalkWords = {
  compact: true,
  party: /^Party/,
  createCustomer: (name) => `Create customer «${name}»`,
  newCustomer: 'New customer',
  createTheCustomer: 'Create the customer',
  createSupplier: (name) => `Create supplier «${name}»`,
  newSupplier: 'New supplier',
  createTheSupplier: 'Create the supplier',
  lineField: lineFieldOf('en', true),
  validate: 'Validate',
  validateInvoice: 'Validate this invoice?',
  validateBill: 'Validate this bill?',
  validateAndPost: 'Validate and post',
  menuLabel: 'Main menu',
  toggleMenu: 'Open or close the menu',
  customers: 'Customers',
  leaveTitle: 'Leave without saving?',
  stay: 'Stay',
  leave: 'Leave',
  restore: 'Restore them',
  entryTitle: 'New journal entry',
  entryLabel: 'Label',
  accountOfLine: (line) => `Account, line ${line}`,
  createAccount: (number) => `Create account ${number}…`,
  newAccount: 'New account',
  accountNumber: /^Account number/,
  accountLabel: /^Label/,
  createTheAccount: 'Create the account',
  fixedAsset: '2183',
  newAccountNumber: '60640001',
  invoiceTotal: '36000',
  billTotal: '3000000',
  eInvoicing: true,
};

const lineField = (page: Page, words: WalkWords, word: Parameters<WalkWords['lineField']>[0]) =>
  page.getByRole(word === 'account' ? 'combobox' : 'textbox', { name: words.lineField(word), exact: true });

/**
 * A dialog is pictured once its opening animation is over, not half faded in, and once the list of the
 * field that opened it is hidden: emptied as it fades out, it is a listbox without options to axe.
 */
async function dialogSettled(page: Page) {
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[role="listbox"]')).every(
        (list) => list.getClientRects().length === 0 || list.querySelector('[role="option"]') !== null,
      ) &&
      Array.from(document.querySelectorAll('[role="dialog"]')).every(
        (dialog) => dialog.getAnimations({ subtree: true }).length === 0 && getComputedStyle(dialog).opacity === '1',
      ),
  );
}

/** No sideways scroll: the page is as wide as the window. */
async function assertNoSidewaysScroll(page: Page, screen: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${screen} scrolls ${overflow} px sideways`);
}

/**
 * Types `name` in the party field, takes "Create customer «name»" and creates it in the small dialog
 * (checked by axe); the field then holds the new party.
 */
async function createPartyFromField(
  page: Page,
  words: WalkWords,
  role: 'customer' | 'supplier',
  name: string,
  shot: string,
) {
  const field = page.getByRole('combobox', { name: words.party });
  await field.click();
  await field.fill(name);
  const offer = role === 'customer' ? words.createCustomer(name) : words.createSupplier(name);
  await page.getByRole('option', { name: offer }).click();
  const dialog = page.getByRole('dialog', { name: role === 'customer' ? words.newCustomer : words.newSupplier });
  await dialog.waitFor();
  await dialogSettled(page);
  await screenshot(page, shot);
  await dialog
    .getByRole('button', { name: role === 'customer' ? words.createTheCustomer : words.createTheSupplier })
    .click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByRole('combobox', { name: words.party })
    .and(page.locator(`[value^="${name}"]`))
    .waitFor();
}

/** Validates the document on screen through its confirmation, which shows the entry it posts. */
async function validateDocument(page: Page, words: WalkWords, title: string, numbered: RegExp) {
  await page.getByRole('button', { name: words.validate, exact: true }).click();
  const confirmation = page.getByRole('dialog', { name: title });
  await confirmation.waitFor();
  await confirmation.getByRole('button', { name: words.validateAndPost }).click();
  await page.getByRole('heading', { level: 1, name: numbered }).waitFor();
}

/**
 * The seller's identity an e-invoice carries (apps/api/src/modules/documents/factur-x-xml.ts), set
 * through the API: the settings screen is e2e/e-invoicing.e2e.ts's subject, not this walk's.
 */
async function giveSellerIdentity(page: Page) {
  const path = `/v1/companies/${await stored(page, 'company')}/settings`;
  const { companyId: _id, updatedAt: _at, ...settings } = await apiGet<Record<string, unknown>>(page, path);
  await apiSend(page, 'PUT', path, {
    ...settings,
    address: '12 rue de la Paix',
    city: 'Paris',
    siren: '732829320',
    vatNumber: 'FR44732829320',
  });
}

/** The first invoice: its customer created from the party field, without leaving the editor. */
export async function firstInvoice(page: Page, words: WalkWords, name: string) {
  if (words.eInvoicing) await giveSellerIdentity(page);
  await page.goto('/sale/invoices/new');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await createPartyFromField(page, words, 'customer', 'Hôtel du Wouri', `first-hour-new-customer-${name}`);
  await lineField(page, words, 'description').fill('Pain de mie (carton)');
  await lineField(page, words, 'quantity').fill('3');
  await lineField(page, words, 'unitPrice').fill('10000');
  await page.getByTestId('total-including-tax').getByText(figure(words.invoiceTotal)).waitFor();
  await toastsGone(page);
  await assertNoSidewaysScroll(page, 'the invoice editor');
  await screenshot(page, `first-hour-invoice-${name}`);
  await validateDocument(page, words, words.validateInvoice, /^VE-\d{4}-\d+$/);
}

/** A bill whose line goes to a fixed asset, found by number in the line's account picker, then validated. */
export async function fixedAssetBill(page: Page, words: WalkWords, name: string) {
  await page.goto('/purchase/bills/new');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await createPartyFromField(page, words, 'supplier', 'Équipements du Littoral', `first-hour-new-supplier-${name}`);
  await lineField(page, words, 'description').fill('Ordinateur portable');
  await lineField(page, words, 'quantity').fill('1');
  await lineField(page, words, 'unitPrice').fill('2500000');
  const account = lineField(page, words, 'account');
  await account.click();
  await account.fill(words.fixedAsset);
  await page
    .getByRole('option', { name: new RegExp(`^${words.fixedAsset}`) })
    .first()
    .waitFor();
  await page.keyboard.press('Enter');
  assert.match(await account.inputValue(), new RegExp(`^${words.fixedAsset} `));
  await page.getByTestId('total-including-tax').getByText(figure(words.billTotal)).waitFor();
  await toastsGone(page);
  await assertNoSidewaysScroll(page, 'the bill editor');
  await screenshot(page, `first-hour-bill-${name}`);
  await validateDocument(page, words, words.validateBill, /^AC-\d{4}-\d+$/);
}

/** Follows a link of the side menu, opening it first on a phone. */
async function followMenu(page: Page, words: WalkWords, item: string) {
  const link = page.getByRole('navigation', { name: words.menuLabel }).getByRole('link', { name: item });
  // On a phone the menu slides in from the left: there but out of the window until the burger opens it.
  const box = await link.boundingBox();
  if (!box || box.x + box.width <= 0) await page.getByRole('button', { name: words.toggleMenu }).click();
  await link.click();
}

/**
 * A half-filled invoice left by the menu: the leave guard asks (axe on its dialog); Stay keeps the typing;
 * Leave goes; the editor opened again offers the local draft, which brings the typing back.
 */
export async function leaveAndRestore(page: Page, words: WalkWords, name: string) {
  await page.goto('/sale/invoices/new');
  await page.getByRole('heading', { level: 1 }).waitFor();
  const description = lineField(page, words, 'description');
  await description.fill('Croissants (plateau)');
  await followMenu(page, words, words.customers);
  const asked = page.getByRole('dialog', { name: words.leaveTitle });
  await asked.waitFor();
  await dialogSettled(page);
  await screenshot(page, `first-hour-leave-guard-${name}`);
  await asked.getByRole('button', { name: words.stay }).click();
  await asked.waitFor({ state: 'detached' });
  assert.equal(await description.inputValue(), 'Croissants (plateau)');
  await followMenu(page, words, words.customers);
  await asked.getByRole('button', { name: words.leave }).click();
  await page.waitForURL(/\/apps\/company\/customer$/);
  await page.goto('/sale/invoices/new');
  await page.getByRole('button', { name: words.restore }).click();
  assert.equal(await lineField(page, words, 'description').inputValue(), 'Croissants (plateau)');
  await screenshot(page, `first-hour-draft-restored-${name}`);
}

/**
 * The journal entry editor: a number the chart lacks is offered for creation; the chart's own dialog
 * (number prefilled, checked by axe) creates it and the line takes it; the entry's label stays typed.
 */
export async function accountFromEntry(page: Page, words: WalkWords, name: string) {
  await page.goto('/accounting/entries/new');
  await page.getByRole('heading', { level: 1, name: words.entryTitle }).waitFor();
  await page.getByRole('textbox', { name: words.entryLabel, exact: true }).fill('Papeterie du mois');
  const account = page.getByRole('combobox', { name: words.accountOfLine(1), exact: true });
  await account.click();
  await page.keyboard.type(words.newAccountNumber);
  await page.getByRole('option', { name: words.createAccount(words.newAccountNumber) }).waitFor();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: words.newAccount });
  await dialog.waitFor();
  assert.equal(await dialog.getByRole('textbox', { name: words.accountNumber }).inputValue(), words.newAccountNumber);
  await dialog.getByRole('textbox', { name: words.accountLabel }).fill('Papeterie');
  await dialogSettled(page);
  await screenshot(page, `first-hour-new-account-${name}`);
  await dialog.getByRole('button', { name: words.createTheAccount }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByRole('combobox', { name: words.accountOfLine(1) })
    .and(page.locator(`[value="${words.newAccountNumber} Papeterie"]`))
    .waitFor();
  assert.equal(
    await page.getByRole('textbox', { name: words.entryLabel, exact: true }).inputValue(),
    'Papeterie du mois',
  );
  await toastsGone(page);
  await assertNoSidewaysScroll(page, 'the entry editor');
  await screenshot(page, `first-hour-entry-account-${name}`);
}

/** On a phone: the new customer's form and the settings, seen whole (screenshot, axe) and never wider than the window. */
export async function phoneForms(page: Page, name: string) {
  for (const [screen, path] of [
    ['customer-form', '/apps/company/customer/new'],
    ['settings', '/apps/settings'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await assertNoSidewaysScroll(page, screen);
    await screenshot(page, `first-hour-${screen}-${name}`);
  }
}

/** The customer form's name and code, one above the other on a phone, are as wide as each other. */
export async function assertPartyFieldsAligned(page: Page) {
  await page.goto('/apps/company/customer/new');
  const widthOf = async (label: RegExp) => (await page.getByRole('textbox', { name: label }).boundingBox())?.width;
  assert.equal(await widthOf(/^Code/), await widthOf(/^Name/));
}
