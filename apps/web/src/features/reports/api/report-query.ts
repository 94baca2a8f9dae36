import { endpoints } from '@bilan/contract';

/** The period of a statement; both ends optional (the API defaults to the folder's dates). */
export interface ReportPeriod {
  from?: string | undefined;
  to?: string | undefined;
}

/** Every report of a folder starts with ['reports', folder]: a posting invalidates them all at once. */
export function reportQueryKey(
  workFolderId: string,
  report: string,
  params: Record<string, unknown>,
  language: string,
) {
  return ['reports', workFolderId, report, params, language] as const;
}

/** The reports a screen may export as a file (`?format=`), by the last segment of their path. */
export const EXPORTABLE_REPORTS = {
  'trial-balance': endpoints.trialBalance,
  'balance-sheet': endpoints.balanceSheet,
  'income-statement': endpoints.incomeStatement,
  'cash-flow-statement': endpoints.cashFlowStatement,
  'annual-package': endpoints.annualPackage,
  'aged-balance': endpoints.agedBalance,
  'vat-return': endpoints.vatReturn,
  'general-ledger': endpoints.generalLedger,
  'party-statement': endpoints.partyStatement,
  journal: endpoints.journal,
  'bank-reconciliation': endpoints.bankReconciliation,
} as const;
export type ExportableReport = keyof typeof EXPORTABLE_REPORTS;
