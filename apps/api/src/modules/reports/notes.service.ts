import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AccountYear,
  computeFinancialStatements,
  computeNotes,
  formatAmount,
  type NoteLine,
  parseCsvTable,
  toAmount,
} from '@bilan/accounting';
import type { Language, NotesReport } from '@bilan/contract';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { REFERENTIALS_DIR } from '../referentials/referentials.seed.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { accountYears } from './cash-flow.service.ts';
import { layoutsOf } from './reports.service.ts';

let titles: Map<string, { fr: string; en: string }> | undefined;

/** The notes' titles (referentials/syscohada-notes.csv), read once. */
function noteTitles() {
  titles ??= new Map(
    parseCsvTable(readFileSync(join(REFERENTIALS_DIR, 'syscohada-notes.csv'), 'utf8')).records.map((record) => [
      record.note ?? '',
      { fr: record.title_fr ?? '', en: record.title_en ?? '' },
    ]),
  );
  return titles;
}

/** The balances the statements read (opening plus the year's movements), from the same account years. */
function balancesOf(years: readonly AccountYear[]) {
  return new Map(
    years.map((year) => [
      year.accountNumber,
      {
        debit: toAmount((year.opening > 0n ? year.opening : 0n) + year.debits),
        credit: toAmount((year.opening < 0n ? -year.opening : 0n) + year.credits),
      },
    ]),
  );
}

/**
 * The notes of a SYSCOHADA folder the ledger gives (docs/architecture.md, Annual package), each line beside the
 * statement's figure it details; `ties` when every line agrees.
 */
export async function notesReport(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  language: Language,
): Promise<NotesReport> {
  if (company.framework !== 'SYSCOHADA') throw new AppError('REPORT_NOT_AVAILABLE_FOR_FRAMEWORK');
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const years = await accountYears(tx, workFolderId, folder);
  const layouts = layoutsOf(company.framework);
  const { balanceSheet, incomeStatement } = computeFinancialStatements(layouts, balancesOf(years));
  const statementFigure = (line: NoteLine): bigint => {
    const asset = balanceSheet.assets.find((candidate) => candidate.ref === line.ref);
    if (asset) return line.column === 'depreciation' ? asset.depreciation : asset.gross;
    const liability = balanceSheet.liabilities.find((candidate) => candidate.ref === line.ref);
    return liability?.amount ?? incomeStatement.lines.find((candidate) => candidate.ref === line.ref)?.amount ?? 0n;
  };
  const format = (amount: bigint) => formatAmount(toAmount(amount), company.scale);
  const figures = (value: { opening: bigint; increase: bigint; decrease: bigint; closing: bigint }) => ({
    opening: format(value.opening),
    increase: format(value.increase),
    decrease: format(value.decrease),
    closing: format(value.closing),
  });
  const notes = computeNotes(layouts, years).map((note) => ({
    note: note.note,
    title: noteTitles().get(note.note)?.[language] ?? note.note,
    statement: note.statement,
    lines: note.lines.map((line) => ({
      ref: line.ref,
      label: line.label[language],
      column: line.column,
      ...figures(line),
      statementAmount: format(statementFigure(line)),
      ties: statementFigure(line) === line.closing,
      accounts: line.accounts.map((account) => ({ accountNumber: account.accountNumber, ...figures(account) })),
    })),
  }));
  return {
    from: folder.startOn,
    to: folder.endOn,
    currency: company.currency,
    notes,
    ties: notes.every((note) => note.lines.every((line) => line.ties)),
  };
}
