import {
  type ExchangeRate,
  type ForeignPosition,
  fixedExchangeRate,
  isAdvanceAccount,
  readExchangeRate,
} from '@bilan/accounting';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { revaluationAccountsOf } from '../currencies/exchange-differences.ts';
import { exchangeRates } from '../currencies/exchange-rates.table.ts';
import { currencyRevaluations } from '../year-end/year-end.table.ts';
import { readForeignCashPositions, readForeignOpenPositions } from './foreign-positions.queries.ts';

/** What a folder's foreign-currency items are worth at a date, and the closing rates that are missing. */
export interface RevaluationPlan {
  date: string;
  items: ForeignPosition[];
  cash: ForeignPosition[];
  rates: Map<string, ExchangeRate>;
  missing: string[];
}

/**
 * The closing rate of each currency: its fixed parity, else the company's rate of that very day — a
 * rate of an earlier day is not a closing rate (docs/decisions/0037-currency-revaluation.md).
 */
async function closingRates(tx: Transaction, company: CompanyContext, currencies: readonly string[], date: string) {
  const rates = new Map<string, ExchangeRate>();
  const typed = currencies.filter((currency) => {
    const fixed = fixedExchangeRate(currency, company.currency);
    if (fixed) rates.set(currency, fixed);
    return !fixed;
  });
  const rows = typed.length
    ? await tx
        .select({ currency: exchangeRates.currency, rate: exchangeRates.rate })
        .from(exchangeRates)
        .where(
          and(
            eq(exchangeRates.companyId, company.companyId),
            inArray(exchangeRates.currency, typed),
            eq(exchangeRates.rateOn, date),
          ),
        )
    : [];
  for (const row of rows) rates.set(row.currency, readExchangeRate(row.rate));
  return { rates, missing: typed.filter((currency) => !rates.has(currency)).sort() };
}

export async function revaluationPlan(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  date: string,
): Promise<RevaluationPlan> {
  const accounts = revaluationAccountsOf(company.framework);
  // Advances stay at their historical rate: never revalued.
  const items = (await readForeignOpenPositions(tx, company.companyId, workFolderId, date)).filter(
    (position) => !isAdvanceAccount(position.accountNumber, accounts),
  );
  const cash = (await readForeignCashPositions(tx, company.companyId, workFolderId, date)).filter(
    (position) => position.currency !== company.currency,
  );
  const currencies = [...new Set([...items, ...cash].map((position) => position.currency))];
  return { date, items, cash, ...(await closingRates(tx, company, currencies, date)) };
}

export async function findRevaluation(tx: Transaction, companyId: string, workFolderId: string) {
  const [row] = await tx
    .select()
    .from(currencyRevaluations)
    .where(and(eq(currencyRevaluations.companyId, companyId), eq(currencyRevaluations.workFolderId, workFolderId)));
  return row ?? null;
}

/**
 * The closing's check: a folder with open foreign-currency items or foreign cash at its last day closes
 * once they are revalued; 422 CLOSING_RATE_MISSING while a currency has no closing rate, else 422
 * CURRENCY_REVALUATION_MISSING.
 */
export async function assertForeignItemsRevalued(
  tx: Transaction,
  company: CompanyContext,
  folder: { id: string; endOn: string },
): Promise<void> {
  if (await findRevaluation(tx, company.companyId, folder.id)) return;
  const plan = await revaluationPlan(tx, company, folder.id, folder.endOn);
  if (plan.items.length === 0 && plan.cash.length === 0) return;
  if (plan.missing.length) {
    throw new AppError('CLOSING_RATE_MISSING', {
      fields: plan.missing.map((currency) => ({ path: `rates.${currency}`, code: 'CLOSING_RATE_MISSING' })),
    });
  }
  throw new AppError('CURRENCY_REVALUATION_MISSING');
}
