import {
  type Amount,
  adjustmentLines,
  computeIncomeTax,
  formatAmount,
  formatRate,
  toAmount,
  yearEndEntry,
} from '@bilan/accounting';
import type { BookIncomeTaxBody, IncomeTaxComputationBody } from '@bilan/contract';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { companies } from '../companies/companies.table.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { readAccountBalances } from './year-end.queries.ts';
import { balanceScope, openFolderHolding, postYearEndEntry, type YearEndFolder } from './year-end.service.ts';
import { amountOf } from './year-end-inputs.ts';
import { incomeTaxRuleOf, yearEndRulesOf } from './year-end-rules.ts';

/** The classes of the result, and the accounts of the income tax itself, which the result before tax leaves out. */
const RESULT = {
  SYSCOHADA: { classes: ['6', '7', '8'], taxPrefix: '89' },
  PCG: { classes: ['6', '7'], taxPrefix: '695' },
} as const;

const LABELS = { en: 'Income tax', fr: 'Impôt sur les bénéfices' };

interface TaxInputs {
  addBacks?: string | null;
  deductions?: string | null;
  reducedRateEligible?: boolean | null;
}

async function computeFor(
  tx: Transaction,
  company: CompanyContext,
  folder: YearEndFolder,
  uptoOn: string,
  inputs: TaxInputs,
) {
  const [row] = await tx
    .select({ countryCode: companies.countryCode })
    .from(companies)
    .where(eq(companies.id, company.companyId));
  if (!row) throw notFound();
  const rule = incomeTaxRuleOf(row.countryCode, company.scale);
  const { accounts } = yearEndRulesOf(company.framework);
  const result = RESULT[company.framework];
  const balances = await readAccountBalances(tx, await balanceScope(tx, company, folder, uptoOn), {
    prefixes: result.classes,
  });
  const sumOf = (keep: (number: string) => boolean) =>
    balances.filter((account) => keep(account.accountNumber)).reduce((total, account) => total + account.balance, 0n);
  const resultBeforeTax = toAmount(-sumOf((number) => !number.startsWith(result.taxPrefix)));
  const turnover = toAmount(-sumOf((number) => number.startsWith('70')));
  const booked = toAmount(sumOf((number) => number === accounts.incomeTaxExpense));
  const addBacks = amountOf(inputs.addBacks, company.scale, 'addBacks');
  const deductions = amountOf(inputs.deductions, company.scale, 'deductions');
  const computation = computeIncomeTax(rule, {
    resultBeforeTax,
    turnover,
    addBacks,
    deductions,
    reducedRateEligible: inputs.reducedRateEligible ?? true,
  });
  return { rule, resultBeforeTax, turnover, addBacks, deductions, booked, computation };
}

function toBody(
  company: CompanyContext,
  figures: Awaited<ReturnType<typeof computeFor>>,
  entryNumber: string | null,
  booked: Amount,
): IncomeTaxComputationBody {
  const money = (amount: Amount) => formatAmount(amount, company.scale);
  const { computation, rule } = figures;
  return {
    taxableResult: money(computation.taxableResult),
    reducedRateBase: money(computation.reducedRateBase),
    standardRateBase: money(computation.standardRateBase),
    taxAtReducedRate: money(computation.taxAtReducedRate),
    taxAtStandardRate: money(computation.taxAtStandardRate),
    surcharge: money(computation.surcharge),
    taxOnProfit: money(computation.taxOnProfit),
    minimumTax: money(computation.minimumTax),
    incomeTax: money(computation.incomeTax),
    minimumTaxBinding: computation.minimumTaxBinding,
    countryCode: rule.countryCode,
    resultBeforeTax: money(figures.resultBeforeTax),
    turnover: money(figures.turnover),
    addBacks: money(figures.addBacks),
    deductions: money(figures.deductions),
    rate: formatRate(rule.rateBasisPoints),
    reducedRate: rule.reducedRateBasisPoints === null ? null : formatRate(rule.reducedRateBasisPoints),
    booked: money(booked),
    entryNumber,
  };
}

/** The year's income tax computed at the folder's end, shown before it is booked. */
export async function incomeTaxComputation(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  inputs: TaxInputs,
): Promise<IncomeTaxComputationBody> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const figures = await computeFor(tx, company, folder, folder.endOn, inputs);
  return toBody(company, figures, null, figures.booked);
}

/**
 * Books the year's income tax (SYSCOHADA 891 D / 441 C; PCG 695 D / 444 C), or only the change since it
 * was last booked, so booking again after a late entry corrects it and booking twice adds nothing.
 */
export async function bookIncomeTax(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  body: BookIncomeTaxBody,
): Promise<IncomeTaxComputationBody> {
  const folder = await openFolderHolding(tx, company, workFolderId, body.date);
  const figures = await computeFor(tx, company, folder, body.date, body);
  const { accounts } = yearEndRulesOf(company.framework);
  const label = `${LABELS[await companyLanguage(tx, company.companyId)]} ${folder.name}`.slice(0, 200);
  const lines = adjustmentLines({
    label,
    current: figures.booked,
    target: figures.computation.incomeTax,
    allowance: { accountNumber: accounts.incomeTaxPayable },
    expense: { accountNumber: accounts.incomeTaxExpense },
    reversal: { accountNumber: accounts.incomeTaxExpense },
  });
  const entry = yearEndEntry(body.date, label, lines);
  const posted = entry ? await postYearEndEntry(tx, company, folder.id, entry, { type: 'INCOME_TAX', id: null }) : null;
  const answer = toBody(company, figures, posted?.number ?? null, figures.computation.incomeTax);
  if (posted) {
    await recordAudit(tx, company, { action: 'CREATE', entityType: 'INCOME_TAX', entityId: posted.id, after: answer });
  }
  return answer;
}
