import accountingEn from '../features/accounting/accounting.en.json';
import accountingFr from '../features/accounting/accounting.fr.json';
import authEn from '../features/auth/auth.en.json';
import authFr from '../features/auth/auth.fr.json';
import chartOfAccountsEn from '../features/chart-of-accounts/chart-of-accounts.en.json';
import chartOfAccountsFr from '../features/chart-of-accounts/chart-of-accounts.fr.json';
import invoicesEn from '../features/invoices/invoices.en.json';
import invoicesFr from '../features/invoices/invoices.fr.json';
import journalEn from '../features/journal/journal.en.json';
import journalFr from '../features/journal/journal.fr.json';
import journalEntriesEn from '../features/journal-entries/journal-entries.en.json';
import journalEntriesFr from '../features/journal-entries/journal-entries.fr.json';
import partiesEn from '../features/parties/parties.en.json';
import partiesFr from '../features/parties/parties.fr.json';
import paymentsEn from '../features/payments/payments.en.json';
import paymentsFr from '../features/payments/payments.fr.json';
import shellEn from '../features/shell/shell.en.json';
import shellFr from '../features/shell/shell.fr.json';
import signupEn from '../features/signup/signup.en.json';
import signupFr from '../features/signup/signup.fr.json';
import workFoldersEn from '../features/work-folders/work-folders.en.json';
import workFoldersFr from '../features/work-folders/work-folders.fr.json';
import commonEn from '../lib/common.en.json';
import commonFr from '../lib/common.fr.json';

/** English is the reference: translation keys are typed from these files (see i18next.d.ts). */
export const englishResources = {
  common: commonEn,
  auth: authEn,
  signup: signupEn,
  shell: shellEn,
  chartOfAccounts: chartOfAccountsEn,
  workFolders: workFoldersEn,
  parties: partiesEn,
  invoices: invoicesEn,
  payments: paymentsEn,
  journalEntries: journalEntriesEn,
  accounting: accountingEn,
  journal: journalEn,
};

export const frenchResources: typeof englishResources = {
  common: commonFr,
  auth: authFr,
  signup: signupFr,
  shell: shellFr,
  chartOfAccounts: chartOfAccountsFr,
  workFolders: workFoldersFr,
  parties: partiesFr,
  invoices: invoicesFr,
  payments: paymentsFr,
  journalEntries: journalEntriesFr,
  accounting: accountingFr,
  journal: journalFr,
};

export const resources = { en: englishResources, fr: frenchResources };
