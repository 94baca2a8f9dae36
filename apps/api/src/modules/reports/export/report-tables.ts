import type {
  AgedBalanceReport,
  BalanceSheetReport,
  GeneralLedgerReport,
  IncomeStatementReport,
  JournalReport,
  Language,
  PartyStatementReport,
  TrialBalanceReport,
  VatSummaryReport,
} from '@bilan/contract';
import { periodLabel, type ReportTable } from './report-table.ts';

type Words = Record<string, { en: string; fr: string }>;

const WORDS = {
  trialBalance: { en: 'Trial balance', fr: 'Balance générale' },
  balanceSheet: { en: 'Balance sheet', fr: 'Bilan' },
  incomeStatement: { en: 'Income statement', fr: 'Compte de résultat' },
  generalLedger: { en: 'General ledger', fr: 'Grand livre' },
  partyStatement: { en: 'Statement of account', fr: 'Relevé de compte' },
  matchingCode: { en: 'Matching', fr: 'Lettrage' },
  openingBalance: { en: 'Opening balance', fr: "Solde d'ouverture" },
  journal: { en: 'Journal', fr: 'Journal' },
  agedReceivables: { en: 'Aged receivables', fr: 'Balance âgée clients' },
  agedPayables: { en: 'Aged payables', fr: 'Balance âgée fournisseurs' },
  vatSummary: { en: 'VAT summary', fr: 'Récapitulatif de TVA' },
  account: { en: 'Account', fr: 'Compte' },
  label: { en: 'Label', fr: 'Libellé' },
  subAccount: { en: 'Sub-account', fr: 'Compte auxiliaire' },
  openingDebit: { en: 'Opening debit', fr: 'Débit à-nouveaux' },
  openingCredit: { en: 'Opening credit', fr: 'Crédit à-nouveaux' },
  debit: { en: 'Debit', fr: 'Débit' },
  credit: { en: 'Credit', fr: 'Crédit' },
  closingDebit: { en: 'Closing debit', fr: 'Solde débiteur' },
  closingCredit: { en: 'Closing credit', fr: 'Solde créditeur' },
  side: { en: 'Side', fr: 'Côté' },
  ref: { en: 'Ref', fr: 'Réf' },
  gross: { en: 'Gross', fr: 'Brut' },
  depreciation: { en: 'Depreciation', fr: 'Amort. et dépréc.' },
  net: { en: 'Net', fr: 'Net' },
  amount: { en: 'Amount', fr: 'Montant' },
  assets: { en: 'Assets', fr: 'Actif' },
  liabilities: { en: 'Liabilities', fr: 'Passif' },
  date: { en: 'Date', fr: 'Date' },
  number: { en: 'Number', fr: 'Numéro' },
  journalCode: { en: 'Journal', fr: 'Journal' },
  balance: { en: 'Balance', fr: 'Solde' },
  code: { en: 'Code', fr: 'Code' },
  name: { en: 'Name', fr: 'Nom' },
  notDue: { en: 'Not due', fr: 'Non échu' },
  days0To30: { en: '0–30 days', fr: '0–30 jours' },
  days31To60: { en: '31–60 days', fr: '31–60 jours' },
  days61To90: { en: '61–90 days', fr: '61–90 jours' },
  over90: { en: 'Over 90 days', fr: 'Plus de 90 jours' },
  total: { en: 'Total', fr: 'Total' },
  month: { en: 'Month', fr: 'Mois' },
  vatRate: { en: 'VAT rate', fr: 'Taux de TVA' },
  collectedBase: { en: 'Sales base', fr: 'Base ventes' },
  collected: { en: 'VAT collected', fr: 'TVA collectée' },
  deductibleBase: { en: 'Purchases base', fr: 'Base achats' },
  deductible: { en: 'VAT deductible', fr: 'TVA déductible' },
  due: { en: 'VAT due', fr: 'TVA due' },
  generated: { en: 'Generated on', fr: 'Édité le' },
  asOf: { en: 'As of', fr: 'Au' },
} satisfies Words;

type Word = keyof typeof WORDS;

interface Context {
  companyName: string;
  language: Language;
  now?: Date;
}

function base(context: Context, title: Word, period: string, currency: string, fileStem: string) {
  const language = context.language;
  const generated = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(context.now ?? new Date());
  return {
    fileName: fileStem,
    title: WORDS[title][language],
    companyName: context.companyName,
    period,
    generatedAt: `${WORDS.generated[language]} ${generated} UTC`,
    currency,
  };
}

const column = (context: Context, key: Word, amount = false) => ({ key, label: WORDS[key][context.language], amount });

export function trialBalanceTable(report: TrialBalanceReport, context: Context): ReportTable {
  const amounts = ['openingDebit', 'openingCredit', 'debit', 'credit', 'closingDebit', 'closingCredit'] as const;
  return {
    ...base(
      context,
      'trialBalance',
      periodLabel(report.from, report.to, context.language),
      report.currency,
      'trial-balance',
    ),
    columns: [
      column(context, 'account'),
      column(context, 'label'),
      column(context, 'subAccount'),
      ...amounts.map((key) => column(context, key, true)),
    ],
    rows: [
      ...report.accounts.map((row) => ({ ...row, account: row.accountNumber, subAccount: row.subAccountNumber })),
      { account: WORDS.total[context.language], ...report.totals },
    ],
  };
}

export function balanceSheetTable(report: BalanceSheetReport, context: Context): ReportTable {
  const language = context.language;
  return {
    ...base(context, 'balanceSheet', periodLabel(report.from, report.to, language), report.currency, 'balance-sheet'),
    columns: [
      column(context, 'side'),
      column(context, 'ref'),
      column(context, 'label'),
      column(context, 'gross', true),
      column(context, 'depreciation', true),
      column(context, 'net', true),
    ],
    rows: [
      ...report.assets.map(({ accounts: _accounts, ...line }) => ({ side: WORDS.assets[language], ...line })),
      ...report.liabilities.map((line) => ({
        side: WORDS.liabilities[language],
        ref: line.ref,
        label: line.label,
        net: line.amount,
      })),
    ],
  };
}

export function incomeStatementTable(report: IncomeStatementReport, context: Context): ReportTable {
  return {
    ...base(
      context,
      'incomeStatement',
      periodLabel(report.from, report.to, context.language),
      report.currency,
      'income-statement',
    ),
    columns: [column(context, 'ref'), column(context, 'label'), column(context, 'amount', true)],
    // The rubrics only: their accounts are the screen's drill-down, not lines of the statement.
    rows: report.lines.map(({ accounts: _accounts, ...line }) => line),
  };
}

export function generalLedgerTable(report: GeneralLedgerReport, context: Context): ReportTable {
  return {
    ...base(
      context,
      'generalLedger',
      periodLabel(report.from, report.to, context.language),
      report.currency,
      `general-ledger-${report.account.number}`,
    ),
    title: `${WORDS.generalLedger[context.language]} ${report.account.number} ${report.account.label}`,
    columns: [
      column(context, 'date'),
      column(context, 'journalCode'),
      column(context, 'number'),
      column(context, 'label'),
      column(context, 'subAccount'),
      column(context, 'matchingCode'),
      column(context, 'debit', true),
      column(context, 'credit', true),
      column(context, 'balance', true),
    ],
    rows: report.lines.map((line) => ({ ...line, subAccount: line.subAccountNumber })),
  };
}

export function partyStatementTable(report: PartyStatementReport, context: Context): ReportTable {
  return {
    ...base(
      context,
      'partyStatement',
      periodLabel(report.from, report.to, context.language),
      report.currency,
      `statement-${report.party.code}`,
    ),
    title: `${WORDS.partyStatement[context.language]} ${report.party.code} ${report.party.name}`,
    columns: [
      column(context, 'date'),
      column(context, 'journalCode'),
      column(context, 'number'),
      column(context, 'label'),
      column(context, 'matchingCode'),
      column(context, 'debit', true),
      column(context, 'credit', true),
      column(context, 'balance', true),
    ],
    rows: [
      { label: WORDS.openingBalance[context.language], balance: report.openingBalance },
      ...report.lines,
      { label: WORDS.total[context.language], ...report.totals, balance: report.closingBalance },
    ],
  };
}

export function journalTable(
  report: JournalReport,
  period: { from: string; to: string; currency: string },
  context: Context,
): ReportTable {
  return {
    ...base(context, 'journal', periodLabel(period.from, period.to, context.language), period.currency, 'journal'),
    columns: [
      column(context, 'date'),
      column(context, 'journalCode'),
      column(context, 'number'),
      column(context, 'account'),
      column(context, 'subAccount'),
      column(context, 'label'),
      column(context, 'debit', true),
      column(context, 'credit', true),
    ],
    rows: [
      ...report.items.flatMap((entry) =>
        entry.lines.map((line) => ({
          date: entry.date,
          journalCode: entry.journalCode,
          number: entry.number,
          account: line.accountNumber,
          subAccount: line.subAccountNumber,
          label: line.label ?? entry.label,
          debit: line.debit,
          credit: line.credit,
        })),
      ),
      { label: WORDS.total[context.language], ...report.totals },
    ],
  };
}

export function agedBalanceTable(report: AgedBalanceReport, context: Context): ReportTable {
  const language = context.language;
  const buckets = ['notDue', 'days0To30', 'days31To60', 'days61To90', 'over90', 'total'] as const;
  return {
    ...base(
      context,
      report.type === 'customer' ? 'agedReceivables' : 'agedPayables',
      `${WORDS.asOf[language]} ${report.asOf}`,
      report.currency,
      `aged-${report.type}s`,
    ),
    columns: [column(context, 'code'), column(context, 'name'), ...buckets.map((key) => column(context, key, true))],
    rows: [...report.parties, { name: WORDS.total[language], ...report.totals }],
  };
}

export function vatSummaryTable(report: VatSummaryReport, context: Context): ReportTable {
  const keys = ['collectedBase', 'collected', 'deductibleBase', 'deductible', 'due'] as const;
  return {
    ...base(
      context,
      'vatSummary',
      periodLabel(report.from, report.to, context.language),
      report.currency,
      'vat-summary',
    ),
    columns: [column(context, 'month'), column(context, 'vatRate'), ...keys.map((key) => column(context, key, true))],
    rows: [...report.rows, { month: WORDS.total[context.language], ...report.totals }],
  };
}
