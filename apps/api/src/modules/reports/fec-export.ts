import { type Amount, formatAmount } from '@bilan/accounting';
import { STANDARD_JOURNAL_LABELS } from '@bilan/contract';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { accountLabelSql, refAccountJoin } from '../accounts/account-labels.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { journalEntries, journalLines, journals } from '../ledger/ledger.table.ts';
import { refAccounts } from '../referentials/referentials.table.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';

/** The 18 columns of the Fichier des écritures comptables (article A47 A-1 du LPF), in order. */
export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

const PAGE_LINES = 5_000;

/**
 * The FEC of a French company's work folder: every posted line, tab-separated, dates as YYYYMMDD,
 * amounts with a decimal comma, read a page at a time in entry-number order.
 */
export async function fecExport(tx: Transaction, company: CompanyContext, workFolderId: string) {
  if (company.framework !== 'PCG') throw new AppError('REPORT_NOT_AVAILABLE_FOR_FRAMEWORK');
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const lines: string[] = [FEC_COLUMNS.join('\t')];
  let cursor: { number: string; lineNumber: number } | undefined;
  for (;;) {
    const page = await readPage(tx, company, workFolderId, cursor);
    for (const row of page) lines.push(fecLine(row, company.scale));
    const last = page.at(-1);
    if (!last || page.length < PAGE_LINES) break;
    cursor = { number: last.number, lineNumber: last.lineNumber };
  }
  return { content: `${lines.join('\r\n')}\r\n`, fileName: `FEC${folder.endOn.replaceAll('-', '')}.txt` };
}

async function readPage(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  cursor: { number: string; lineNumber: number } | undefined,
) {
  return tx
    .select({
      journalCode: journals.code,
      journalLabel: journals.customLabel,
      number: journalEntries.number,
      entryOn: journalEntries.entryOn,
      postedAt: journalEntries.postedAt,
      entryLabel: journalEntries.label,
      lineNumber: journalLines.lineNumber,
      lineLabel: journalLines.label,
      accountNumber: companyAccounts.number,
      accountLabel: accountLabelSql('fr'),
      subAccountNumber: subAccounts.number,
      subAccountLabel: subAccounts.label,
      reference: accountingDocuments.reference,
      documentOn: accountingDocuments.documentOn,
      debit: journalLines.debit,
      credit: journalLines.credit,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(journals, eq(journals.id, journalEntries.journalId))
    .innerJoin(companyAccounts, eq(companyAccounts.id, journalLines.accountId))
    .leftJoin(refAccounts, refAccountJoin(company.framework))
    .leftJoin(subAccounts, eq(subAccounts.id, journalLines.subAccountId))
    .leftJoin(accountingDocuments, sql`${accountingDocuments.id} = ${journalEntries.sourceId}`)
    .where(
      and(
        eq(journalLines.workFolderId, workFolderId),
        cursor
          ? or(
              gt(journalEntries.number, cursor.number),
              and(eq(journalEntries.number, cursor.number), gt(journalLines.lineNumber, cursor.lineNumber)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(journalEntries.number), asc(journalLines.lineNumber))
    .limit(PAGE_LINES);
}

type FecRow = Awaited<ReturnType<typeof readPage>>[number];

function fecLine(row: FecRow, scale: number): string {
  const day = (date: string) => date.replaceAll('-', '');
  const amount = (value: bigint) => formatAmount(value as Amount, scale).replace('.', ',');
  const text = (value: string | null) => (value ?? '').replace(/[\t\r\n]+/g, ' ');
  return [
    row.journalCode,
    text(row.journalLabel ?? STANDARD_JOURNAL_LABELS[row.journalCode]?.fr ?? row.journalCode),
    row.number,
    day(row.entryOn),
    row.accountNumber,
    text(row.accountLabel),
    row.subAccountNumber ?? '',
    text(row.subAccountLabel),
    text(row.reference ?? row.number),
    day(row.documentOn ?? row.entryOn),
    text(row.lineLabel ?? row.entryLabel),
    amount(row.debit),
    amount(row.credit),
    '',
    '',
    day(row.postedAt.toISOString().slice(0, 10)),
    '',
    '',
  ].join('\t');
}
