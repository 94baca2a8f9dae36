import type {
  AgedBalanceReport,
  BalanceSheetReport,
  GeneralLedgerReport,
  IncomeStatementReport,
  JournalReport,
  Language,
  PartyStatementReport,
  TrialBalanceReport,
  VatForm,
  VatReturnReport,
} from '@bilan/contract';
import { exportFileName, periodFileName, periodLabel, type ReportTable } from './report-table.ts';

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
  vatReturn: { en: 'VAT return', fr: 'Déclaration de TVA' },
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
  previous: { en: 'N-1', fr: 'N-1' },
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
  currency: { en: 'Currency', fr: 'Devise' },
  box: { en: 'Box', fr: 'Case' },
  base: { en: 'Base', fr: 'Base' },
  collected: { en: 'VAT collected', fr: 'TVA collectée' },
  deductible: { en: 'VAT deductible', fr: 'TVA déductible' },
  deductibleFixedAssets: { en: 'VAT deductible on fixed assets', fr: 'TVA déductible sur immobilisations' },
  deductibleGoodsAndServices: {
    en: 'VAT deductible on goods and services',
    fr: 'TVA déductible sur biens et services',
  },
  creditCarriedForward: { en: 'Credit carried forward', fr: 'Crédit reporté' },
  netDue: { en: 'Net VAT due', fr: 'TVA nette due' },
  vatCredit: { en: 'VAT credit', fr: 'Crédit de TVA' },
  principal: { en: 'principal 17.5 %', fr: 'principal 17,5 %' },
  cac: { en: 'CAC 10 %', fr: 'CAC 10 %' },
  salesBase: { en: 'Sales', fr: 'Ventes' },
  purchasesBase: { en: 'Purchases', fr: 'Achats' },
  generated: { en: 'Generated on', fr: 'Édité le' },
  asOf: { en: 'As of', fr: 'Au' },
} satisfies Words;

type Word = keyof typeof WORDS;

interface Context {
  companyName: string;
  language: Language;
  now?: Date;
}

/** The heading of a table; its file is named by its title in the reader's language and by `fileParts`. */
function base(context: Context, title: Word, period: string, currency: string, fileParts: readonly string[]) {
  const language = context.language;
  const generated = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(context.now ?? new Date());
  return {
    fileName: exportFileName(WORDS[title][language], ...fileParts),
    language,
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
    ...base(context, 'trialBalance', periodLabel(report.from, report.to, context.language), report.currency, [
      periodFileName(report.from, report.to),
    ]),
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
    ...base(context, 'balanceSheet', periodLabel(report.from, report.to, language), report.currency, [
      periodFileName(report.from, report.to),
    ]),
    columns: [
      column(context, 'side'),
      column(context, 'ref'),
      column(context, 'label'),
      column(context, 'gross', true),
      column(context, 'depreciation', true),
      column(context, 'net', true),
      ...(report.previous ? [column(context, 'previous', true)] : []),
    ],
    rows: [
      ...report.assets.map(({ accounts: _accounts, previousNet, ...line }) => ({
        side: WORDS.assets[language],
        ...line,
        previous: previousNet,
      })),
      ...report.liabilities.map((line) => ({
        side: WORDS.liabilities[language],
        kind: line.kind,
        ref: line.ref,
        label: line.label,
        net: line.amount,
        previous: line.previousAmount,
      })),
    ],
  };
}

export function incomeStatementTable(report: IncomeStatementReport, context: Context): ReportTable {
  return {
    ...base(context, 'incomeStatement', periodLabel(report.from, report.to, context.language), report.currency, [
      periodFileName(report.from, report.to),
    ]),
    columns: [
      column(context, 'ref'),
      column(context, 'label'),
      column(context, 'amount', true),
      ...(report.previous ? [column(context, 'previous', true)] : []),
    ],
    // The rubrics only: their accounts are the screen's drill-down, not lines of the statement.
    rows: report.lines.map(({ accounts: _accounts, previousAmount, ...line }) => ({
      ...line,
      previous: previousAmount,
    })),
  };
}

export function generalLedgerTable(report: GeneralLedgerReport, context: Context): ReportTable {
  return {
    ...base(context, 'generalLedger', periodLabel(report.from, report.to, context.language), report.currency, [
      report.account.number,
      periodFileName(report.from, report.to),
    ]),
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

/**
 * A party's statement: in its currency when it has one (its debit, credit and running balance), with
 * the company's columns beside, each named by its currency; else in the company's alone.
 */
export function partyStatementTable(report: PartyStatementReport, context: Context): ReportTable {
  const language = context.language;
  const foreign = report.inCurrency;
  const named = (key: 'debit' | 'credit' | 'balance', currency: string, prefix = '') => ({
    key: `${prefix}${key}`,
    label: `${WORDS[key][language]} ${currency}`,
    amount: true,
  });
  const inCurrency = foreign
    ? (['debit', 'credit', 'balance'] as const).map((key) => named(key, foreign.currency, 'foreign_'))
    : [];
  const own = foreign
    ? (['debit', 'credit', 'balance'] as const).map((key) => named(key, report.currency))
    : [column(context, 'debit', true), column(context, 'credit', true), column(context, 'balance', true)];
  // A line's foreign amount is on its side: the debit column when its debit is not zero.
  const onDebit = (debit: string) => !/^0(\.0+)?$/.test(debit);
  return {
    ...base(context, 'partyStatement', periodLabel(report.from, report.to, language), report.currency, [
      report.party.code,
      periodFileName(report.from, report.to),
    ]),
    title: `${WORDS.partyStatement[language]} ${report.party.code} ${report.party.name}`,
    columns: [
      column(context, 'date'),
      column(context, 'journalCode'),
      column(context, 'number'),
      column(context, 'label'),
      column(context, 'matchingCode'),
      ...inCurrency,
      ...own,
    ],
    rows: [
      {
        label: WORDS.openingBalance[language],
        balance: report.openingBalance,
        foreign_balance: foreign?.openingBalance ?? null,
      },
      ...report.lines.map(({ currency, amountCurrency, balanceInCurrency, ...line }) => {
        const ours = foreign !== null && currency === foreign.currency;
        return {
          ...line,
          foreign_debit: ours && onDebit(line.debit) ? amountCurrency : null,
          foreign_credit: ours && !onDebit(line.debit) ? amountCurrency : null,
          foreign_balance: balanceInCurrency,
        };
      }),
      {
        label: WORDS.total[language],
        ...report.totals,
        balance: report.closingBalance,
        foreign_debit: foreign?.totals.debit ?? null,
        foreign_credit: foreign?.totals.credit ?? null,
        foreign_balance: foreign?.closingBalance ?? null,
      },
    ],
  };
}

export function journalTable(
  report: JournalReport,
  period: { from: string; to: string; currency: string },
  context: Context,
): ReportTable {
  return {
    ...base(context, 'journal', periodLabel(period.from, period.to, context.language), period.currency, [
      periodFileName(period.from, period.to),
    ]),
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
      [report.asOf],
    ),
    columns: [
      column(context, 'code'),
      column(context, 'name'),
      column(context, 'currency'),
      ...buckets.map((key) => column(context, key, true)),
    ],
    // A party's foreign amounts follow its row, one row per currency; the total is the company's only.
    rows: [
      ...report.parties.flatMap(({ inCurrencies, ...party }) => [
        { ...party, currency: report.currency },
        ...inCurrencies.map((foreign) => ({ code: party.code, name: party.name, ...foreign })),
      ]),
      { name: WORDS.total[language], currency: report.currency, ...report.totals },
    ],
  };
}

export function vatReturnTable(report: VatReturnReport, context: Context): ReportTable {
  const language = context.language;
  const figure = (key: VatFigure, amount: string) => ({ label: WORDS[key][language], amount });
  const split = (key: VatFigure, parts: { principal: string; cac: string } | undefined) =>
    parts
      ? [
          { label: `${WORDS[key][language]} — ${WORDS.principal[language]}`, amount: parts.principal },
          { label: `${WORDS[key][language]} — ${WORDS.cac[language]}`, amount: parts.cac },
        ]
      : [];
  const side = (key: 'salesBase' | 'purchasesBase') => WORDS[key][language];
  return {
    ...base(context, 'vatReturn', periodLabel(report.from, report.to, language), report.currency, [
      periodFileName(report.from, report.to),
    ]),
    columns: [
      column(context, 'box'),
      column(context, 'label'),
      column(context, 'base', true),
      column(context, 'amount', true),
    ],
    rows: [
      figure('collected', report.collected),
      ...split('collected', report.cameroon?.collected),
      figure('deductibleFixedAssets', report.deductibleFixedAssets),
      figure('deductibleGoodsAndServices', report.deductibleGoodsAndServices),
      // Cameroon's principal/CAC split is of the whole deductible VAT: it follows its total, not a part of it.
      ...(report.cameroon ? [figure('deductible', report.deductible)] : []),
      ...split('deductible', report.cameroon?.deductible),
      figure('creditCarriedForward', report.creditCarriedForward),
      figure('netDue', report.netDue),
      ...split('netDue', report.cameroon?.netDue),
      figure('vatCredit', report.credit),
      ...split('vatCredit', report.cameroon?.credit),
      ...report.bases.flatMap((row) => [
        { label: `${side('salesBase')} ${row.vatRate} %`, base: row.salesBase, amount: row.salesVat },
        { label: `${side('purchasesBase')} ${row.vatRate} %`, base: row.purchasesBase, amount: row.purchasesVat },
      ]),
      ...report.form.lines.map((row) => ({ box: row.box, label: row.label, base: row.base, amount: row.amount })),
    ],
  };
}

/** The form each kind of return is filed on, as its title reads. */
const FORM_TITLES: Record<VatForm['kind'], { en: string; fr: string }> = {
  CM_MONTHLY: {
    en: 'Monthly tax return — VAT (DGI Cameroon)',
    fr: 'Déclaration mensuelle des impôts et taxes — TVA (DGI Cameroun)',
  },
  OHADA_MONTHLY: { en: 'Monthly VAT return', fr: 'Déclaration mensuelle de TVA' },
  FR_CA3: { en: 'VAT return no. 3310-CA3', fr: 'Déclaration de TVA n° 3310-CA3' },
  FR_CA12: { en: 'Annual VAT return no. 3517-S CA12', fr: 'Déclaration annuelle de TVA n° 3517-S CA12' },
};

/** The title of a return's form, as the form prints it. */
export function vatFormTitle(kind: VatForm['kind'], language: Language): string {
  return FORM_TITLES[kind][language];
}

type VatFigure =
  | 'collected'
  | 'deductible'
  | 'deductibleFixedAssets'
  | 'deductibleGoodsAndServices'
  | 'creditCarriedForward'
  | 'netDue'
  | 'vatCredit';
