import accountingEn from '../features/accounting/accounting.en.json';
import auditEn from '../features/audit/audit.en.json';
import bankStatementsEn from '../features/bank-statements/bank-statements.en.json';
import chartOfAccountsEn from '../features/chart-of-accounts/chart-of-accounts.en.json';
import invoicesEn from '../features/invoices/invoices.en.json';
import journalEn from '../features/journal/journal.en.json';
import journalEntriesEn from '../features/journal-entries/journal-entries.en.json';
import matchingEn from '../features/matching/matching.en.json';
import notificationsEn from '../features/notifications/notifications.en.json';
import partiesEn from '../features/parties/parties.en.json';
import paymentsEn from '../features/payments/payments.en.json';
import reportsEn from '../features/reports/reports.en.json';
import searchEn from '../features/search/search.en.json';
import settingsEn from '../features/settings/settings.en.json';
import shellEn from '../features/shell/shell.en.json';
import subsidiariesEn from '../features/subsidiaries/subsidiaries.en.json';
import usersEn from '../features/users/users.en.json';
import workFoldersEn from '../features/work-folders/work-folders.en.json';

/** The English words of the shell and of every guarded area (loaded by i18n-shell-resources.ts). */
export const shellEnglishResources = {
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
};
