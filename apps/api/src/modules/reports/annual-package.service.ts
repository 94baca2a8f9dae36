import { formatAmount, parseAmount, toAmount } from '@bilan/accounting';
import type {
  AnnualPackage,
  AnnualPackageCheck,
  BalanceSheetReport,
  CashFlowStatementReport,
  IncomeStatementReport,
  Language,
  NotesReport,
} from '@bilan/contract';
import type { Transaction } from '../../db/client.ts';
import { cashFlowTable } from '../../lib/export/cash-flow-table.ts';
import { liasseTables } from '../../lib/export/liasse-table.ts';
import { notesTable } from '../../lib/export/notes-table.ts';
import type { ReportPackage } from '../../lib/export/report-table.ts';
import { periodLabel } from '../../lib/export/report-table.ts';
import { balanceSheetTable, incomeStatementTable } from '../../lib/export/report-tables.ts';
import { findCompany } from '../companies/companies.queries.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { accountingSystemOf, getSettings } from '../settings/settings.service.ts';
import { summarizeWorkFolder } from '../work-folders/work-folders.service.ts';
import { cashFlowStatement, isCashFlowTreasury } from './cash-flow.service.ts';
import { carryBackCheck, type LiasseResult, liasseChecks, liasseReport } from './liasse.service.ts';
import { notesReport } from './notes.service.ts';
import { balanceSheet, incomeStatement } from './reports.service.ts';

interface Statements {
  balance: BalanceSheetReport;
  income: IncomeStatementReport;
  cashFlow: CashFlowStatementReport | null;
  notes: NotesReport | null;
  liasse: LiasseResult | null;
}

const TITLES = {
  balanceSheet: { en: 'Balance sheet', fr: 'Bilan' },
  incomeStatement: { en: 'Income statement', fr: 'Compte de résultat' },
  cashFlow: { en: 'Cash-flow statement', fr: 'Tableau des flux de trésorerie' },
  notes: { en: 'Notes', fr: 'Notes annexes' },
  liasse: { en: 'Tax return forms (liasse fiscale)', fr: 'Liasse fiscale' },
} as const;

const check = (
  code: AnnualPackageCheck['code'],
  ok: boolean,
  details: Partial<Pick<AnnualPackageCheck, 'expected' | 'actual' | 'accounts' | 'count'>> = {},
): AnnualPackageCheck => ({ code, ok, expected: null, actual: null, accounts: [], count: null, ...details });

/** Assets BT less liabilities DT: the treasury the SYSCOHADA balance sheet shows, in minor units. */
function balanceSheetTreasury(balance: BalanceSheetReport, scale: number): bigint {
  const assets = balance.assets.find((line) => line.ref === 'BT')?.net ?? '0';
  const liabilities = balance.liabilities.find((line) => line.ref === 'DT')?.amount ?? '0';
  return parseAmount(assets, scale) - parseAmount(liabilities, scale);
}

/** The checks before filing (annual package screen): each names what stands behind a failure. */
function packageChecks(
  statements: Statements,
  folder: { status: string; draftDocuments: number },
  scale: number,
): AnnualPackageCheck[] {
  const { balance, income, cashFlow, notes, liasse } = statements;
  const unmapped = [...balance.unmappedAccounts, ...income.unmappedAccounts].map((row) => row.accountNumber);
  const checks = [
    check('YEAR_CLOSED', folder.status === 'CLOSED'),
    check('NO_DRAFTS', folder.draftDocuments === 0, { count: folder.draftDocuments }),
    check('ACCOUNTS_MAPPED', unmapped.length === 0, { accounts: unmapped }),
    check('BALANCE_SHEET_BALANCED', balance.totals.assets === balance.totals.liabilities, {
      expected: balance.totals.assets,
      actual: balance.totals.liabilities,
      accounts: balance.unmappedAccounts.map((row) => row.accountNumber),
    }),
    check('RESULT_AGREES', income.result === balance.result, {
      expected: income.result,
      actual: balance.result,
      accounts: income.unmappedAccounts.map((row) => row.accountNumber),
    }),
  ];
  if (liasse) {
    const { balanced, result } = liasseChecks(liasse, parseAmount(income.result, scale), scale);
    const carryBack = carryBackCheck(liasse, scale);
    return [
      ...checks,
      check('LIASSE_BALANCED', balanced.ok, balanced),
      check('LIASSE_RESULT_AGREES', result.ok, result),
      ...(carryBack ? [check('LIASSE_CARRY_BACK_WITHIN_LOSS', carryBack.ok, carryBack)] : []),
    ];
  }
  return [...checks, ...cashFlowChecks(cashFlow, balance, scale), ...notesChecks(notes)];
}

/** The balance sheet's treasury lines (assets BQ to BS, liabilities DQ and DR, totals BT and DT). */
const TREASURY_LINES = new Set(['BQ', 'BR', 'BS', 'BT', 'DQ', 'DR', 'DT']);

/**
 * The accounts the TFT and the balance sheet do not both count as treasury: one on a treasury line that the TFT's
 * rules do not take as treasury, or the other way round. They are what stands behind a TREASURY_AGREES failure.
 */
export function treasuryDisagreements(
  balance: Pick<BalanceSheetReport, 'assets' | 'liabilities'>,
  isTreasury: (accountNumber: string) => boolean,
): string[] {
  const accounts = [...balance.assets, ...balance.liabilities].flatMap((line) =>
    line.accounts
      .filter((account) => isTreasury(account.accountNumber) !== TREASURY_LINES.has(line.ref))
      .map((account) => account.accountNumber),
  );
  return [...new Set(accounts)].sort();
}

/** The TFT ties and shows the balance sheet's treasury (none under the minimal cash system, nor the PCG). */
export function cashFlowChecks(
  cashFlow: CashFlowStatementReport | null,
  balance: BalanceSheetReport,
  scale: number,
): AnnualPackageCheck[] {
  if (!cashFlow) return [];
  const zh = cashFlow.lines.find((line) => line.ref === 'ZH')?.amount ?? '0';
  const treasury = balanceSheetTreasury(balance, scale);
  return [
    check('CASH_FLOW_TIES', cashFlow.ties, {
      expected: cashFlow.closingTreasury,
      actual: zh,
      accounts: cashFlow.unmappedAccounts,
    }),
    check('TREASURY_AGREES', parseAmount(zh, scale) === treasury, {
      expected: zh,
      actual: formatAmount(toAmount(treasury), scale),
      accounts: treasuryDisagreements(balance, isCashFlowTreasury),
    }),
  ];
}

/** Every note line (and its split by maturity) agrees with its statement line; a failure names the line and its accounts. */
export function notesChecks(notes: NotesReport | null): AnnualPackageCheck[] {
  if (!notes) return [];
  const untied = notes.notes.flatMap((note) =>
    note.lines
      .filter((line) => !line.ties)
      .map((line) => {
        const accounts = [...new Set(line.accounts.map((account) => account.accountNumber))].sort();
        return accounts.length > 0 ? `${note.note}:${line.ref} (${accounts.join(', ')})` : `${note.note}:${line.ref}`;
      }),
  );
  return [check('NOTES_AGREE', notes.ties, { accounts: untied })];
}

/**
 * The annual package of a folder (docs/architecture.md, Annual package): the statements the company files —
 * SYSCOHADA balance sheet, income statement and cash-flow statement; PCG balance sheet and income statement —
 * with N-1, and the checks before filing.
 */
export async function annualPackage(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  language: Language,
): Promise<{ summary: AnnualPackage; statements: Statements }> {
  const folder = await summarizeWorkFolder(tx, company.companyId, workFolderId);
  const syscohada = company.framework === 'SYSCOHADA';
  const accountingSystem = await accountingSystemOf(tx, company.companyId);
  const withCashFlow = syscohada && accountingSystem === 'NORMAL';
  const statements: Statements = {
    balance: await balanceSheet(tx, company, workFolderId, {}, language),
    income: await incomeStatement(tx, company, workFolderId, {}, language),
    cashFlow: withCashFlow ? await cashFlowStatement(tx, company, workFolderId, language) : null,
    notes: syscohada ? await notesReport(tx, company, workFolderId, language) : null,
    liasse: company.framework === 'PCG' ? await liasseReport(tx, company, workFolderId, language) : null,
  };
  const checks = packageChecks(
    statements,
    { status: folder.folder.status, draftDocuments: folder.draftDocuments },
    company.scale,
  );
  const keys: Array<keyof typeof TITLES> = [
    'balanceSheet',
    'incomeStatement',
    ...(statements.cashFlow ? (['cashFlow'] as const) : []),
    ...(statements.notes ? (['notes'] as const) : []),
    ...(statements.liasse ? (['liasse'] as const) : []),
  ];
  return {
    summary: {
      from: folder.folder.startOn,
      to: folder.folder.endOn,
      currency: company.currency,
      framework: company.framework,
      accountingSystem,
      statements: keys.map((key) => ({ key, title: TITLES[key][language] })),
      omitted:
        syscohada && !withCashFlow
          ? [{ key: 'cashFlow', title: TITLES.cashFlow[language], reason: 'MINIMAL_CASH_SYSTEM' as const }]
          : [],
      checks,
      ready: checks.every((candidate) => candidate.ok),
    },
    statements,
  };
}

const IDENTITY_WORDS = {
  legalName: { en: 'Company', fr: 'Dénomination' },
  address: { en: 'Address', fr: 'Adresse' },
  taxId: { en: 'Taxpayer number (NIU)', fr: 'Numéro contribuable (NIU)' },
  tradeRegister: { en: 'Trade register (RCCM)', fr: 'Registre du commerce (RCCM)' },
  siren: { en: 'SIREN', fr: 'SIREN' },
  siret: { en: 'SIRET', fr: 'SIRET' },
  vatNumber: { en: 'VAT number', fr: 'Numéro de TVA' },
  type: { en: 'Legal form', fr: 'Forme juridique' },
  framework: { en: 'Accounting framework', fr: 'Référentiel comptable' },
  title: { en: 'Annual accounts', fr: 'États financiers annuels' },
  fiscalYear: { en: 'Fiscal year', fr: 'Exercice' },
  currency: { en: 'Currency', fr: 'Monnaie' },
  generated: { en: 'Generated on', fr: 'Édité le' },
} as const;

/** The package as files render it: a cover with the company's identity and the checks, then each statement. */
export async function packageFiles(
  tx: Transaction,
  company: CompanyContext,
  built: { summary: AnnualPackage; statements: Statements },
  language: Language,
): Promise<ReportPackage> {
  const settings = await getSettings(tx, company);
  const found = await findCompany(tx, company.companyId);
  const companyName = settings.legalName ?? found?.name ?? '';
  const context = { companyName, language };
  const word = (key: keyof typeof IDENTITY_WORDS) => IDENTITY_WORDS[key][language];
  const identity = [
    { label: word('legalName'), value: companyName },
    { label: word('type'), value: found?.typeCode ?? '' },
    { label: word('address'), value: [settings.address, settings.city].filter(Boolean).join(', ') },
    ...(company.framework === 'PCG'
      ? [
          { label: word('siren'), value: settings.siren ?? '' },
          { label: word('siret'), value: settings.siret ?? '' },
          { label: word('vatNumber'), value: settings.vatNumber ?? '' },
        ]
      : [
          { label: word('taxId'), value: settings.taxId ?? '' },
          { label: word('tradeRegister'), value: settings.tradeRegister ?? '' },
        ]),
    { label: word('framework'), value: frameworkName(company.framework, built.summary.accountingSystem, language) },
    { label: word('fiscalYear'), value: periodLabel(built.summary.from, built.summary.to, language) },
    { label: word('currency'), value: company.currency },
  ];
  const { balance, income, cashFlow, notes, liasse } = built.statements;
  const generated = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long' }).format(
    new Date(),
  );
  return {
    fileName: `annual-package_${built.summary.from}_${built.summary.to}`,
    language,
    title: `${word('title')} ${built.summary.to.slice(0, 4)}`,
    companyName,
    period: periodLabel(built.summary.from, built.summary.to, language),
    currency: company.currency,
    generatedAt: `${word('generated')} ${generated}`,
    identity,
    checks: built.summary.checks.map((candidate) => ({ label: checkLabel(candidate, language), ok: candidate.ok })),
    notices: built.summary.omitted.map((omitted) => OMITTED_LABELS[omitted.reason][language](omitted.title)),
    statements: [
      { key: 'balanceSheet', table: balanceSheetTable(balance, context) },
      { key: 'incomeStatement', table: incomeStatementTable(income, context) },
      ...(cashFlow ? [{ key: 'cashFlow', table: cashFlowTable(cashFlow, context) }] : []),
      ...(notes ? [{ key: 'notes', table: notesTable(notes, context) }] : []),
      ...(liasse ? liasseTables(liasse.report, context) : []),
    ],
  };
}

/** The framework as the cover names it, with SYSCOHADA's system of accounts. */
function frameworkName(
  framework: CompanyContext['framework'],
  system: AnnualPackage['accountingSystem'],
  language: Language,
): string {
  if (framework === 'PCG')
    return language === 'fr' ? 'Plan comptable général (France)' : 'French chart of accounts (PCG)';
  const systems = {
    NORMAL: { en: 'normal system', fr: 'système normal' },
    MINIMAL_CASH: { en: 'minimal cash system (SMT)', fr: 'système minimal de trésorerie (SMT)' },
  };
  return `SYSCOHADA révisé, ${systems[system][language]}`;
}

const OMITTED_LABELS: Record<
  AnnualPackage['omitted'][number]['reason'],
  Record<Language, (title: string) => string>
> = {
  MINIMAL_CASH_SYSTEM: {
    en: (title) => `${title}: left out, the company is under the minimal cash system (SMT), which files none.`,
    fr: (title) => `${title} : absent, la société relève du système minimal de trésorerie (SMT), qui n'en produit pas.`,
  },
};

const CHECK_LABELS: Record<AnnualPackageCheck['code'], { en: string; fr: string }> = {
  YEAR_CLOSED: { en: 'The year is closed', fr: "L'exercice est clôturé" },
  NO_DRAFTS: { en: 'No draft is left', fr: 'Aucun brouillon ne reste' },
  ACCOUNTS_MAPPED: { en: 'Every account has its line', fr: 'Chaque compte a sa rubrique' },
  BALANCE_SHEET_BALANCED: { en: 'The balance sheet balances', fr: 'Le bilan est équilibré' },
  RESULT_AGREES: {
    en: 'The balance sheet and the income statement show the same result',
    fr: 'Le bilan et le compte de résultat montrent le même résultat',
  },
  CASH_FLOW_TIES: { en: 'The cash-flow statement ties (ZH = ZA + ZG)', fr: 'Le TFT est équilibré (ZH = ZA + ZG)' },
  NOTES_AGREE: { en: 'Every note agrees with its statement lines', fr: 'Chaque note concorde avec ses rubriques' },
  TREASURY_AGREES: {
    en: 'The cash-flow statement and the balance sheet show the same treasury',
    fr: 'Le TFT et le bilan montrent la même trésorerie',
  },
  LIASSE_BALANCED: {
    en: "The liasse's balance sheet balances (net total assets = total liabilities)",
    fr: "Le bilan de la liasse est équilibré (total de l'actif net = total du passif)",
  },
  LIASSE_RESULT_AGREES: {
    en: "The liasse's result equals the income statement's",
    fr: 'Le résultat de la liasse est celui du compte de résultat',
  },
  LIASSE_CARRY_BACK_WITHIN_LOSS: {
    en: 'The loss carried back (2033-B 356) is within the loss of the year (354)',
    fr: "Le déficit reporté en arrière (2033-B 356) ne dépasse pas le déficit de l'exercice (354)",
  },
};

/** A check as the package's cover states it, with the accounts behind a failure. */
function checkLabel(candidate: AnnualPackageCheck, language: Language): string {
  const status = candidate.ok ? 'OK' : language === 'fr' ? 'À REVOIR' : 'TO REVIEW';
  const separator = language === 'fr' ? ' : ' : ': ';
  const accounts =
    candidate.ok || candidate.accounts.length === 0 ? '' : `${separator}${candidate.accounts.join(', ')}`;
  return `[${status}] ${CHECK_LABELS[candidate.code][language]}${accounts}`;
}
