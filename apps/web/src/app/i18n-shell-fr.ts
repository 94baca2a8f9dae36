import accountingFr from '../features/accounting/accounting.fr.json';
import auditFr from '../features/audit/audit.fr.json';
import bankStatementsFr from '../features/bank-statements/bank-statements.fr.json';
import chartOfAccountsFr from '../features/chart-of-accounts/chart-of-accounts.fr.json';
import invoicesFr from '../features/invoices/invoices.fr.json';
import journalFr from '../features/journal/journal.fr.json';
import journalEntriesFr from '../features/journal-entries/journal-entries.fr.json';
import matchingFr from '../features/matching/matching.fr.json';
import notificationsFr from '../features/notifications/notifications.fr.json';
import partiesFr from '../features/parties/parties.fr.json';
import paymentsFr from '../features/payments/payments.fr.json';
import reportsFr from '../features/reports/reports.fr.json';
import searchFr from '../features/search/search.fr.json';
import settingsFr from '../features/settings/settings.fr.json';
import shellFr from '../features/shell/shell.fr.json';
import subsidiariesFr from '../features/subsidiaries/subsidiaries.fr.json';
import usersFr from '../features/users/users.fr.json';
import workFoldersFr from '../features/work-folders/work-folders.fr.json';
import type { shellEnglishResources } from './i18n-shell-en.ts';

/** The French words of the shell and of every guarded area (loaded by i18n-shell-resources.ts). */
export const shellFrenchResources: typeof shellEnglishResources = {
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
};
