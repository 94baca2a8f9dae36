import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AccountYear,
  computeFinancialStatements,
  computeNotes,
  formatAmount,
  type MaturitySplit,
  maturitiesTotal,
  type NoteLine,
  parseCsvTable,
  toAmount,
  withRegisterYears,
} from '@bilan/accounting';
import type { Language, NotesReport } from '@bilan/contract';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { CompanyContext } from '../companies/company-context.ts';

import { openItemsByAccount } from '../matching/open-items.service.ts';
import { REFERENTIALS_DIR } from '../referentials/referentials.seed.ts';
import { findPreviousWorkFolder, getWorkFolder } from '../work-folders/work-folders.service.ts';
import { accountYears } from './cash-flow.service.ts';
import { registerYearsOf } from './register-years.ts';
import { layoutsOf } from './reports.service.ts';

type NoteReferential = { title: { fr: string; en: string }; maturity: MaturitySplit | null };
let referential: Map<string, NoteReferential> | undefined;

/** The notes' titles and maturity splits (referentials/syscohada-notes.csv), read once. */
function noteReferential() {
  referential ??= new Map(
    parseCsvTable(readFileSync(join(REFERENTIALS_DIR, 'syscohada-notes.csv'), 'utf8')).records.map((record) => [
      record.note ?? '',
      {
        title: { fr: record.title_fr ?? '', en: record.title_en ?? '' },
        maturity: record.maturity === 'current' || record.maturity === 'financial' ? record.maturity : null,
      },
    ]),
  );
  return referential;
}

/**
 * What the notes read over a folder: the ledger's account years (the statements' too) and, for notes 3A and 3C, the
 * fixed-assets register's in place of the accounts it holds (`fromRegister`).
 */
async function noteYears(
  tx: Transaction,
  company: CompanyContext,
  folder: { id: string; startOn: string; endOn: string },
) {
  const ledger = await accountYears(tx, { ...folder, companyId: company.companyId });
  return { ledger, ...withRegisterYears(ledger, await registerYearsOf(tx, company.companyId, folder)) };
}

type NoteSource = NotesReport['notes'][number]['source'];

/** Where a note's figures come from: the register, the accounts, or both when the register holds some of its accounts. */
function sourceOf(accountNumbers: readonly string[], fromRegister: ReadonlySet<string>): NoteSource {
  const registered = accountNumbers.filter((number) => fromRegister.has(number)).length;
  if (registered === 0) return 'ACCOUNTS';
  return registered === accountNumbers.length ? 'REGISTER' : 'REGISTER_AND_ACCOUNTS';
}

/** The closing value of each note line (by ref and column) in the folder before, the notes' N-1. */
async function previousClosings(tx: Transaction, company: CompanyContext, folder: { startOn: string; endOn: string }) {
  const previous = await findPreviousWorkFolder(tx, company.companyId, folder);
  if (!previous) return null;
  const notes = computeNotes(layoutsOf(company.framework), (await noteYears(tx, company, previous)).years);
  const closings = new Map(
    notes.flatMap((note) => note.lines.map((line) => [`${line.ref}|${line.column}`, line.closing as bigint] as const)),
  );
  return { folder: previous, closings };
}

/** What splits the receivables and payables notes: each account's open items at the folder's last day. */
async function maturityInput(tx: Transaction, company: CompanyContext, folder: { id: string; endOn: string }) {
  const splits = new Map<string, MaturitySplit>();
  for (const [note, { maturity }] of noteReferential()) if (maturity) splits.set(note, maturity);
  const items = await openItemsByAccount(tx, company, { workFolderId: folder.id, asOn: folder.endOn });
  return { closingOn: folder.endOn, splits, items };
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
  const { ledger, years, fromRegister } = await noteYears(tx, company, { ...folder, id: workFolderId });
  const layouts = layoutsOf(company.framework);
  const { balanceSheet, incomeStatement } = computeFinancialStatements(layouts, balancesOf(ledger));
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
  const maturity = await maturityInput(tx, company, { id: workFolderId, endOn: folder.endOn });
  const previous = await previousClosings(tx, company, folder);
  const maturityTies = (line: NoteLine) => line.maturity === null || maturitiesTotal(line.maturity) === line.closing;
  const notes = computeNotes(layouts, years, maturity).map((note) => ({
    note: note.note,
    title: noteReferential().get(note.note)?.title[language] ?? note.note,
    statement: note.statement,
    source: sourceOf(
      note.lines.flatMap((line) => line.accounts.map((account) => account.accountNumber)),
      fromRegister,
    ),
    lines: note.lines.map((line) => ({
      ref: line.ref,
      label: line.label[language],
      column: line.column,
      ...figures(line),
      maturity: line.maturity && {
        upToOneYear: format(line.maturity.upToOneYear),
        oneToTwoYears: format(line.maturity.oneToTwoYears),
        overTwoYears: format(line.maturity.overTwoYears),
        undated: format(line.maturity.undated),
      },
      previousClosing: previous ? format(previous.closings.get(`${line.ref}|${line.column}`) ?? 0n) : null,
      statementAmount: format(statementFigure(line)),
      ties: statementFigure(line) === line.closing && maturityTies(line),
      accounts: line.accounts.map((account) => ({
        accountNumber: account.accountNumber,
        ...figures(account),
        fromRegister: fromRegister.has(account.accountNumber),
      })),
    })),
  }));
  return {
    from: folder.startOn,
    to: folder.endOn,
    currency: company.currency,
    previous: previous && { from: previous.folder.startOn, to: previous.folder.endOn },
    notes,
    ties: notes.every((note) => note.lines.every((line) => line.ties)),
  };
}
