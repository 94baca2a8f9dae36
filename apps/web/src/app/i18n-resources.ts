import accountingEn from '../features/accounting/accounting.en.json';
import accountingFr from '../features/accounting/accounting.fr.json';
import attachmentsEn from '../features/attachments/attachments.en.json';
import attachmentsFr from '../features/attachments/attachments.fr.json';
import auditEn from '../features/audit/audit.en.json';
import auditFr from '../features/audit/audit.fr.json';
import bankStatementsEn from '../features/bank-statements/bank-statements.en.json';
import bankStatementsFr from '../features/bank-statements/bank-statements.fr.json';
import chartOfAccountsEn from '../features/chart-of-accounts/chart-of-accounts.en.json';
import chartOfAccountsFr from '../features/chart-of-accounts/chart-of-accounts.fr.json';
import eInvoicesEn from '../features/e-invoices/e-invoices.en.json';
import eInvoicesFr from '../features/e-invoices/e-invoices.fr.json';
import fixedAssetsEn from '../features/fixed-assets/fixed-assets.en.json';
import fixedAssetsFr from '../features/fixed-assets/fixed-assets.fr.json';
import invoicesEn from '../features/invoices/invoices.en.json';
import invoicesFr from '../features/invoices/invoices.fr.json';
import journalEn from '../features/journal/journal.en.json';
import journalFr from '../features/journal/journal.fr.json';
import journalEntriesEn from '../features/journal-entries/journal-entries.en.json';
import journalEntriesFr from '../features/journal-entries/journal-entries.fr.json';
import matchingEn from '../features/matching/matching.en.json';
import matchingFr from '../features/matching/matching.fr.json';
import notificationsEn from '../features/notifications/notifications.en.json';
import notificationsFr from '../features/notifications/notifications.fr.json';
import partiesEn from '../features/parties/parties.en.json';
import partiesFr from '../features/parties/parties.fr.json';
import paymentsEn from '../features/payments/payments.en.json';
import paymentsFr from '../features/payments/payments.fr.json';
import reportsEn from '../features/reports/reports.en.json';
import reportsFr from '../features/reports/reports.fr.json';
import searchEn from '../features/search/search.en.json';
import searchFr from '../features/search/search.fr.json';
import settingsEn from '../features/settings/settings.en.json';
import settingsFr from '../features/settings/settings.fr.json';
import shellEn from '../features/shell/shell.en.json';
import shellFr from '../features/shell/shell.fr.json';
import subsidiariesEn from '../features/subsidiaries/subsidiaries.en.json';
import subsidiariesFr from '../features/subsidiaries/subsidiaries.fr.json';
import usersEn from '../features/users/users.en.json';
import usersFr from '../features/users/users.fr.json';
import workFoldersEn from '../features/work-folders/work-folders.en.json';
import workFoldersFr from '../features/work-folders/work-folders.fr.json';
import yearEndEn from '../features/year-end/year-end.en.json';
import yearEndFr from '../features/year-end/year-end.fr.json';
import { publicEnglishResources, publicFrenchResources } from './i18n-public-resources.ts';

/**
 * Every namespace, English as the reference: translation keys are typed from these (see i18next.d.ts)
 * and the tests check that French has the same keys. The app itself never imports this file: it gives
 * i18next the public namespaces at start-up (i18n-public-resources.ts) and loads each area's words with
 * the routes that use them, one language at a time (i18n-area-words.ts).
 */
export const englishResources = {
  ...publicEnglishResources,
  shell: shellEn,
  chartOfAccounts: chartOfAccountsEn,
  workFolders: workFoldersEn,
  parties: partiesEn,
  invoices: invoicesEn,
  payments: paymentsEn,
  journalEntries: journalEntriesEn,
  accounting: accountingEn,
  journal: journalEn,
  reports: reportsEn,
  users: usersEn,
  subsidiaries: subsidiariesEn,
  settings: settingsEn,
  notifications: notificationsEn,
  audit: auditEn,
  search: searchEn,
  matching: matchingEn,
  bankStatements: bankStatementsEn,
  fixedAssets: fixedAssetsEn,
  yearEnd: yearEndEn,
  attachments: attachmentsEn,
  eInvoices: eInvoicesEn,
};

export const frenchResources: typeof englishResources = {
  ...publicFrenchResources,
  shell: shellFr,
  chartOfAccounts: chartOfAccountsFr,
  workFolders: workFoldersFr,
  parties: partiesFr,
  invoices: invoicesFr,
  payments: paymentsFr,
  journalEntries: journalEntriesFr,
  accounting: accountingFr,
  journal: journalFr,
  reports: reportsFr,
  users: usersFr,
  subsidiaries: subsidiariesFr,
  settings: settingsFr,
  notifications: notificationsFr,
  audit: auditFr,
  search: searchFr,
  matching: matchingFr,
  bankStatements: bankStatementsFr,
  fixedAssets: fixedAssetsFr,
  yearEnd: yearEndFr,
  attachments: attachmentsFr,
  eInvoices: eInvoicesFr,
};

export const resources = { en: englishResources, fr: frenchResources };
