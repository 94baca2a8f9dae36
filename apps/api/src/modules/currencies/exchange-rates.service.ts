import {
  approximateExchangeRate,
  CURRENCIES,
  type ExchangeRate,
  type ExchangeRateFileProblem,
  fixedExchangeRate,
  formatExchangeRate,
  getCurrency,
  parseExchangeRate,
  parseExchangeRateFile,
  readExchangeRate,
} from '@bilan/accounting';
import type {
  CreateExchangeRateBody,
  ExchangeRateImport,
  ExchangeRateList,
  ExchangeRateOn,
  ExchangeRateRow,
} from '@bilan/contract';
import { and, asc, desc, eq, getTableColumns, gt, lt, lte, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { exchangeRates } from './exchange-rates.table.ts';

const UPSERT_CHUNK = 2000;

/** Decimals of the rounded rate shown beside an exact one. */
const SHOWN_DECIMALS = 8;

/** The rate that applies to a currency on a day, and where it comes from. */
export interface AppliedRate {
  currency: string;
  rate: ExchangeRate;
  /** The day of the table's row used; null for a fixed parity (or the company's own currency). */
  rateOn: string | null;
  fixed: boolean;
}

/**
 * The rate of `currency` against the company's currency on `date`: the fixed parity when a treaty sets
 * one (1 for the company's own currency), else the latest rate of the company's table on or before the
 * date; 422 CURRENCY_UNKNOWN for a code Bilan does not know, 422 EXCHANGE_RATE_MISSING when the table
 * has none that early.
 */
export async function rateOn(
  tx: Transaction,
  company: Pick<CompanyContext, 'companyId' | 'currency'>,
  currency: string,
  date: string,
): Promise<AppliedRate> {
  getCurrency(currency);
  const fixed = fixedExchangeRate(currency, company.currency);
  if (fixed) return { currency, rate: fixed, rateOn: null, fixed: true };
  const [row] = await tx
    .select({ rateOn: exchangeRates.rateOn, rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.companyId, company.companyId),
        eq(exchangeRates.currency, currency),
        lte(exchangeRates.rateOn, date),
      ),
    )
    .orderBy(desc(exchangeRates.rateOn))
    .limit(1);
  if (!row) throw new AppError('EXCHANGE_RATE_MISSING', { fields: [{ path: 'date', code: 'EXCHANGE_RATE_MISSING' }] });
  return { currency, rate: readExchangeRate(row.rate), rateOn: row.rateOn, fixed: false };
}

/** `rateOn` as the API answers it. */
export async function getExchangeRateOn(
  tx: Transaction,
  company: CompanyContext,
  query: { currency: string; date: string },
): Promise<ExchangeRateOn> {
  const applied = await rateOn(tx, company, query.currency, query.date);
  return {
    currency: applied.currency,
    companyCurrency: company.currency,
    rateDate: applied.rateOn,
    rate: formatExchangeRate(applied.rate),
    approximateRate: approximateExchangeRate(applied.rate, SHOWN_DECIMALS),
    fixed: applied.fixed,
  };
}

const toRow = (row: typeof exchangeRates.$inferSelect): ExchangeRateRow => ({
  id: row.id,
  currency: row.currency,
  date: row.rateOn,
  rate: formatExchangeRate(readExchangeRate(row.rate)),
});

/** The fixed parities against the company's currency, for the rates screen to show beside the table. */
function fixedRatesOf(companyCurrency: string): ExchangeRateList['fixedRates'] {
  return CURRENCIES.flatMap((currency) => {
    const rate = currency.code === companyCurrency ? null : fixedExchangeRate(currency.code, companyCurrency);
    if (!rate) return [];
    return [
      {
        currency: currency.code,
        rate: formatExchangeRate(rate),
        approximateRate: approximateExchangeRate(rate, SHOWN_DECIMALS),
      },
    ];
  });
}

/** The company's rates by currency, latest first, a page at a time after the rate `cursor` names. */
export async function listExchangeRates(
  tx: Transaction,
  company: CompanyContext,
  query: { currency?: string; limit: number; cursor?: string },
): Promise<ExchangeRateList> {
  const [after] = query.cursor
    ? await tx
        .select()
        .from(exchangeRates)
        .where(and(eq(exchangeRates.companyId, company.companyId), eq(exchangeRates.id, query.cursor)))
    : [];
  const rows = await tx
    .select()
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.companyId, company.companyId),
        query.currency ? eq(exchangeRates.currency, query.currency) : undefined,
        after
          ? or(
              gt(exchangeRates.currency, after.currency),
              and(eq(exchangeRates.currency, after.currency), lt(exchangeRates.rateOn, after.rateOn)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(exchangeRates.currency), desc(exchangeRates.rateOn))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    companyCurrency: company.currency,
    items: page.map(toRow),
    fixedRates: fixedRatesOf(company.currency),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** A rate the company may type: a known currency, not its own nor one with a fixed parity to it. */
function assertTypable(company: CompanyContext, currency: string, path = 'currency') {
  getCurrency(currency);
  if (fixedExchangeRate(currency, company.currency)) {
    throw new AppError('EXCHANGE_RATE_FIXED', { fields: [{ path, code: 'EXCHANGE_RATE_FIXED' }] });
  }
}

/** Writes rates, a day's rate replacing the one the currency had that day; answers which rows were new. */
async function upsertRates(
  tx: Transaction,
  company: CompanyContext,
  rates: ReadonlyArray<{ currency: string; rateOn: string; rate: ExchangeRate }>,
) {
  if (rates.length === 0) return [];
  return tx
    .insert(exchangeRates)
    .values(
      rates.map((rate) => ({
        id: newId(),
        companyId: company.companyId,
        currency: rate.currency,
        rateOn: rate.rateOn,
        rate: formatExchangeRate(rate.rate),
        createdBy: company.userId,
      })),
    )
    .onConflictDoUpdate({
      target: [exchangeRates.companyId, exchangeRates.currency, exchangeRates.rateOn],
      set: { rate: sql`excluded.rate`, createdBy: sql`excluded.created_by`, createdAt: sql`now()` },
    })
    .returning({ ...getTableColumns(exchangeRates), inserted: sql<boolean>`(xmax = 0)` });
}

/** Sets the rate of a currency on a day. */
export async function createExchangeRate(
  tx: Transaction,
  company: CompanyContext,
  body: CreateExchangeRateBody,
): Promise<ExchangeRateRow> {
  assertTypable(company, body.currency);
  const rate = parseRateField(body.rate);
  const [written] = await upsertRates(tx, company, [{ currency: body.currency, rateOn: body.date, rate }]);
  if (!written) throw notFound();
  const row = toRow(written);
  await recordAudit(tx, company, {
    action: written.inserted ? 'CREATE' : 'UPDATE',
    entityType: 'EXCHANGE_RATE',
    entityId: row.id,
    after: row,
  });
  return row;
}

function parseRateField(text: string): ExchangeRate {
  try {
    return parseExchangeRate(text);
  } catch {
    throw new AppError('EXCHANGE_RATE_INVALID', { fields: [{ path: 'rate', code: 'EXCHANGE_RATE_INVALID' }] });
  }
}

/** Removes a rate of the company. */
export async function deleteExchangeRate(tx: Transaction, company: CompanyContext, rateId: string): Promise<void> {
  const [removed] = await tx
    .delete(exchangeRates)
    .where(and(eq(exchangeRates.id, rateId), eq(exchangeRates.companyId, company.companyId)))
    .returning();
  if (!removed) throw notFound();
  await recordAudit(tx, company, {
    action: 'DELETE',
    entityType: 'EXCHANGE_RATE',
    entityId: removed.id,
    before: toRow(removed),
  });
}

/** A wrong line of a file: what the file's reading found, or a fixed parity the company may not type. */
type FileProblem = Omit<ExchangeRateFileProblem, 'code'> & {
  code: ExchangeRateFileProblem['code'] | 'EXCHANGE_RATE_FIXED';
};

/** The refusal of a file: the first problem's code, every problem (the first 100) as a field `lines.N.field`. */
function fileRefusal(problems: readonly FileProblem[]): AppError {
  const [first] = problems;
  return new AppError(first?.code ?? 'EXCHANGE_RATE_FILE_MALFORMED', {
    fields: problems.slice(0, 100).map((problem) => ({
      path: `lines.${problem.lineNumber}${problem.field ? `.${problem.field}` : ''}`,
      code: problem.code,
    })),
  });
}

/** Imports a CSV of rates, all lines or none (a line's rate replacing the one of its currency and day). */
export async function importExchangeRates(
  tx: Transaction,
  company: CompanyContext,
  content: string,
): Promise<ExchangeRateImport> {
  const file = parseExchangeRateFile(content);
  const problems: FileProblem[] = [...file.problems];
  for (const row of file.rows) {
    if (fixedExchangeRate(row.currency, company.currency)) {
      problems.push({ lineNumber: row.lineNumber, field: 'currency', code: 'EXCHANGE_RATE_FIXED' });
    }
  }
  if (problems.length > 0) throw fileRefusal(problems.sort((a, b) => a.lineNumber - b.lineNumber));
  // The last line of a currency and day wins, as typing them in order would.
  const byDay = new Map(file.rows.map((row) => [`${row.currency} ${row.rateOn}`, row]));
  const rows = [...byDay.values()];
  const written = [];
  // A statement takes at most 65,535 parameters: the rows go in chunks well under that.
  for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
    written.push(...(await upsertRates(tx, company, rows.slice(start, start + UPSERT_CHUNK))));
  }
  const created = written.filter((row) => row.inserted).length;
  await recordAudit(tx, company, {
    action: 'CREATE',
    entityType: 'EXCHANGE_RATE_IMPORT',
    entityId: company.companyId,
    after: { created, replaced: written.length - created },
  });
  return { created, replaced: written.length - created };
}
