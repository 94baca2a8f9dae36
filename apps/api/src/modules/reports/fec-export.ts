import { currencyScale, formatAmount, toAmount } from '@bilan/accounting';
import { STANDARD_JOURNAL_LABELS } from '@bilan/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { AppError } from '../../http/app-error.ts';
import { accountLabelSql, refAccountJoin } from '../accounts/account-labels.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { journalEntries, journalLines, journals, matchingLines, matchings } from '../ledger/ledger.table.ts';
import { refAccounts } from '../referentials/referentials.table.ts';
import { getSettings } from '../settings/settings.service.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { encodeLatin9 } from './latin9.ts';

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

export type FecEncoding = 'iso-8859-15' | 'utf-8';

/**
 * The FEC of a French company's work folder (docs/decisions/0008-fec.md): every posted line but those
 * of the closing entry, tab-separated, in the order the entries were validated (their chain position),
 * dates as YYYYMMDD, amounts with a decimal comma, read a page at a time; encoded ISO 8859-15 unless
 * UTF-8 is asked for. Party codes and labels are those stored on the lines when they were posted, so a
 * closed year's file never changes.
 */
export async function fecExport(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  encoding: FecEncoding = 'iso-8859-15',
) {
  if (company.framework !== 'PCG') throw new AppError('REPORT_NOT_AVAILABLE_FOR_FRAMEWORK');
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const settings = await getSettings(tx, company);
  const siren = settings.siren ?? sirenOf(settings.siret ?? settings.vatNumber ?? settings.taxId);
  const lines: string[] = [FEC_COLUMNS.join('\t')];
  let cursor: FecCursor | undefined;
  for (;;) {
    const page = await readPage(tx, company, { workFolderId, timeZone: settings.timeZone }, cursor);
    for (const row of page) lines.push(fecLine(row, company.scale));
    const last = page.at(-1);
    if (!last || page.length < PAGE_LINES) break;
    cursor = { chainPosition: last.chainPosition, lineNumber: last.lineNumber };
  }
  const text = `${lines.join('\r\n')}\r\n`;
  return {
    content: encoding === 'utf-8' ? Buffer.from(text, 'utf8') : encodeLatin9(text),
    fileName: `${siren}FEC${folder.endOn.replaceAll('-', '')}.txt`,
    encoding,
  };
}

/**
 * The SIREN heading the file name when the settings hold no SIREN of their own: the 9 digits of an identifier, whether
 * written as a SIREN, a SIRET (its first 9) or an intracommunity VAT number (FR + 2 + SIREN, its last 9).
 * Empty when the settings hold none, the file then being named FEC<date>.txt.
 */
export function sirenOf(taxId: string | null | undefined): string {
  const digits = (taxId ?? '').replace(/^FR/i, '').replace(/[^0-9]/g, '');
  if (digits.length === 9) return digits;
  if (digits.length === 14) return digits.slice(0, 9);
  if (digits.length === 11) return digits.slice(2);
  return '';
}

interface FecCursor {
  chainPosition: number;
  lineNumber: number;
}

async function readPage(
  tx: Transaction,
  company: CompanyContext,
  { workFolderId, timeZone }: { workFolderId: string; timeZone: string },
  cursor: FecCursor | undefined,
) {
  return tx
    .select({
      journalCode: journals.code,
      journalLabel: journals.customLabel,
      chainPosition: journalEntries.chainPosition,
      number: journalEntries.number,
      entryOn: journalEntries.entryOn,
      // The day the entry was validated, in the company's time zone, whatever its date (docs/decisions/0008-fec.md).
      validOn: sql<string>`(${journalEntries.postedAt} at time zone ${timeZone})::date::text`,
      entryLabel: journalEntries.label,
      lineNumber: journalLines.lineNumber,
      lineLabel: journalLines.label,
      accountNumber: companyAccounts.number,
      accountLabel: accountLabelSql('fr'),
      // Lines posted before the numbers were stored on them read the sub-account as it is.
      subAccountNumber: sql<string | null>`coalesce(${journalLines.subAccountNumber}, ${subAccounts.number})`,
      subAccountLabel: sql<string | null>`coalesce(${journalLines.subAccountLabel}, ${subAccounts.label})`,
      reference: accountingDocuments.reference,
      documentOn: accountingDocuments.documentOn,
      debit: journalLines.debit,
      credit: journalLines.credit,
      currency: journalLines.currency,
      amountCurrency: journalLines.amountCurrency,
      // EcritureLet / DateLet: the line's letter code, dated by the latest line of its matching in this
      // folder. A matching carried into the next year goes on there; its later lines leave this file as
      // it was at closing (docs/decisions/0008-fec.md).
      matchingCode: matchings.code,
      matchedOn: sql<string | null>`(select max(matched.entry_date)::text from matching_line ml
        join journal_line matched on matched.company_id = ml.company_id and matched.id = ml.line_id
        where ml.company_id = ${matchings.companyId} and ml.matching_id = ${matchings.id}
          and matched.work_folder_id = ${journalLines.workFolderId})`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, sameCompany(journalEntries, journalEntries.id, journalLines, journalLines.entryId))
    .innerJoin(journals, sameCompany(journals, journals.id, journalEntries, journalEntries.journalId))
    .innerJoin(companyAccounts, sameCompany(companyAccounts, companyAccounts.id, journalLines, journalLines.accountId))
    .leftJoin(refAccounts, refAccountJoin(company.framework))
    .leftJoin(subAccounts, sameCompany(subAccounts, subAccounts.id, journalLines, journalLines.subAccountId))
    .leftJoin(
      accountingDocuments,
      sameCompany(accountingDocuments, accountingDocuments.id, journalEntries, journalEntries.sourceId),
    )
    .leftJoin(matchingLines, sameCompany(matchingLines, matchingLines.lineId, journalLines, journalLines.id))
    .leftJoin(matchings, sameCompany(matchings, matchings.id, matchingLines, matchingLines.matchingId))
    .where(
      and(
        eq(journalLines.companyId, company.companyId),
        eq(journalLines.workFolderId, workFolderId),
        ne(journalEntries.sourceType, 'CLOSING'),
        cursor
          ? sql`(${journalEntries.chainPosition}, ${journalLines.lineNumber}) > (${cursor.chainPosition}, ${cursor.lineNumber})`
          : undefined,
      ),
    )
    .orderBy(asc(journalEntries.chainPosition), asc(journalLines.lineNumber))
    .limit(PAGE_LINES);
}

type FecRow = Awaited<ReturnType<typeof readPage>>[number];

function fecLine(row: FecRow, scale: number): string {
  const day = (date: string) => date.replaceAll('-', '');
  const amount = (value: bigint) => formatAmount(toAmount(value), scale).replace('.', ',');
  const text = (value: string | null) => (value ?? '').replace(/[\t\r\n]+/g, ' ').trim();
  return [
    row.journalCode,
    text(row.journalLabel ?? STANDARD_JOURNAL_LABELS[row.journalCode]?.fr ?? row.journalCode),
    row.number,
    day(row.entryOn),
    row.accountNumber,
    text(row.accountLabel),
    text(row.subAccountNumber),
    text(row.subAccountLabel),
    text(row.reference) || row.number,
    day(row.documentOn ?? row.entryOn),
    text(row.lineLabel) || text(row.entryLabel),
    amount(row.debit),
    amount(row.credit),
    row.matchingCode ?? '',
    row.matchedOn ? day(row.matchedOn) : '',
    day(row.validOn),
    // A line of a foreign-currency document or payment: its amount in that currency, on the line's side.
    row.currency && row.amountCurrency !== null
      ? formatAmount(toAmount(row.amountCurrency), currencyScale(row.currency)).replace('.', ',')
      : '',
    row.currency ?? '',
  ].join('\t');
}
