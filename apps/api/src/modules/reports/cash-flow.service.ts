import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AccountMovement,
  type AccountYear,
  type CashFlowLayout,
  cashFlowRuleOf,
  computeCashFlow,
  formatAmount,
  parseCashFlowLayout,
  toAmount,
} from '@bilan/accounting';
import type { CashFlowStatementReport, Language } from '@bilan/contract';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { REFERENTIALS_DIR } from '../referentials/referentials.seed.ts';
import { accountingSystemOf } from '../settings/settings.service.ts';
import { findPreviousWorkFolder, getWorkFolder } from '../work-folders/work-folders.service.ts';
import { type FolderKey, readPeriodMovements, reportPeriod } from './report-period.ts';

let layout: CashFlowLayout | undefined;

/** The TFT's lines and the rule of each account (referentials/syscohada-cash-flow-*.csv), parsed once. */
function cashFlowLayout(): CashFlowLayout {
  layout ??= parseCashFlowLayout(
    readFileSync(join(REFERENTIALS_DIR, 'syscohada-cash-flow-lines.csv'), 'utf8'),
    readFileSync(join(REFERENTIALS_DIR, 'syscohada-cash-flow-accounts.csv'), 'utf8'),
  );
  return layout;
}

/** Whether the TFT counts the account as treasury (ZA, ZH), by its rule in referentials/syscohada-cash-flow-accounts.csv. */
export function isCashFlowTreasury(accountNumber: string): boolean {
  return cashFlowRuleOf(cashFlowLayout().rules, accountNumber)?.split === 'treasury';
}

/** Each account's opening balance (opening entries) and its debits and credits of the folder, closing left out. */
export async function accountYears(tx: Transaction, folder: FolderKey & { startOn: string; endOn: string }) {
  const movements = await readPeriodMovements(tx, folder, reportPeriod(folder));
  const years = new Map<string, AccountYear>();
  const yearOf = (movement: AccountMovement) => {
    const year = years.get(movement.accountNumber) ?? {
      accountNumber: movement.accountNumber,
      opening: 0n,
      debits: 0n,
      credits: 0n,
    };
    years.set(movement.accountNumber, year);
    return year;
  };
  for (const movement of movements.opening) yearOf(movement).opening += movement.debit - movement.credit;
  for (const movement of movements.period) {
    const year = yearOf(movement);
    year.debits += movement.debit;
    year.credits += movement.credit;
  }
  return [...years.values()];
}

/**
 * The cash-flow statement (TFT) of a SYSCOHADA folder and of the one before it, from the ledger alone
 * (docs/architecture.md, Annual package). French companies file no TFT with the liasse, nor SYSCOHADA ones under
 * the minimal cash system: refused for both.
 */
export async function cashFlowStatement(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  language: Language,
): Promise<CashFlowStatementReport> {
  if (company.framework !== 'SYSCOHADA') throw new AppError('REPORT_NOT_AVAILABLE_FOR_FRAMEWORK');
  if ((await accountingSystemOf(tx, company.companyId)) === 'MINIMAL_CASH') {
    throw new AppError('CASH_FLOW_REQUIRES_NORMAL_SYSTEM');
  }
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const current = computeCashFlow(cashFlowLayout(), await accountYears(tx, folder));
  const previousFolder = await findPreviousWorkFolder(tx, company.companyId, folder);
  const previous = previousFolder ? computeCashFlow(cashFlowLayout(), await accountYears(tx, previousFolder)) : null;
  const format = (amount: bigint) => formatAmount(toAmount(amount), company.scale);
  return {
    from: folder.startOn,
    to: folder.endOn,
    currency: company.currency,
    previous: previousFolder ? { from: previousFolder.startOn, to: previousFolder.endOn } : null,
    lines: cashFlowLayout().lines.map((line) => ({
      ref: line.ref,
      kind: line.kind,
      label: line.label[language],
      amount: format(current.lines.get(line.ref) ?? 0n),
      previousAmount: previous ? format(previous.lines.get(line.ref) ?? 0n) : null,
    })),
    closingTreasury: format(current.closingTreasury),
    ties: current.lines.get('ZH') === current.closingTreasury && current.unmappedAccounts.length === 0,
    unmappedAccounts: current.unmappedAccounts,
  };
}
