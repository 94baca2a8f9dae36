import type { BankReconciliationReport, Language } from '@bilan/contract';
import { exportFileName, type ReportTable } from '../../lib/export/report-table.ts';

const WORDS = {
  title: { en: 'Bank reconciliation', fr: 'État de rapprochement bancaire' },
  asOf: { en: 'As of', fr: 'Au' },
  generated: { en: 'Generated on', fr: 'Édité le' },
  date: { en: 'Date', fr: 'Date' },
  reference: { en: 'Reference', fr: 'Référence' },
  label: { en: 'Label', fr: 'Libellé' },
  amount: { en: 'Amount', fr: 'Montant' },
  bookBalance: { en: 'Book balance', fr: 'Solde comptable' },
  outstandingBook: { en: 'Less: book items not yet on the statement', fr: 'Moins : écritures non encore au relevé' },
  outstandingStatement: {
    en: 'Plus: statement items not yet in the books',
    fr: 'Plus : opérations du relevé non encore comptabilisées',
  },
  adjusted: { en: 'Adjusted book balance', fr: 'Solde comptable rapproché' },
  statementBalance: { en: 'Statement balance', fr: 'Solde du relevé' },
  difference: { en: 'Difference', fr: 'Écart' },
  reconciled: { en: 'Reconciled items', fr: 'Opérations rapprochées' },
  total: { en: 'Total', fr: 'Total' },
  companyBookBalance: { en: 'Book balance in the company’s currency', fr: 'Solde comptable en monnaie de la société' },
} as const;

/** The company-currency book balance of a foreign account, as a note: "6559570 XAF", "15,30 EUR" in French. */
const noted = (amount: string, currency: string, language: Language) =>
  `${language === 'fr' ? amount.replace('.', ',') : amount} ${currency}`;

const formatDate = (date: string, language: Language, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { ...options, timeZone: 'UTC' }).format(
    new Date(date.length === 10 ? `${date}T00:00:00Z` : date),
  );

/** The reconciliation laid out as one table, for the CSV, XLSX and PDF exports. */
export function bankReconciliationTable(
  report: BankReconciliationReport,
  context: { companyName: string; language: Language; now?: Date },
): ReportTable {
  const { language } = context;
  const word = (key: keyof typeof WORDS) => WORDS[key][language];
  const heading = (key: keyof typeof WORDS, amount: string | null = null) => ({ label: word(key), amount });
  const negated = (amount: string) =>
    amount.startsWith('-') ? amount.slice(1) : amount === '0' ? amount : `-${amount}`;
  return {
    fileName: exportFileName(word('title'), report.accountNumber, report.date),
    language,
    title: `${word('title')} ${report.accountNumber} ${report.accountLabel}`,
    companyName: context.companyName,
    period: `${word('asOf')} ${formatDate(report.date, language, { dateStyle: 'long' })}`,
    generatedAt: `${word('generated')} ${formatDate((context.now ?? new Date()).toISOString(), language, { dateStyle: 'long', timeStyle: 'short' })} UTC`,
    currency: report.currency,
    columns: [
      { key: 'date', label: word('date') },
      { key: 'reference', label: word('reference') },
      { key: 'label', label: word('label') },
      { key: 'amount', label: word('amount'), amount: true },
    ],
    rows: [
      heading('bookBalance', report.bookBalance),
      ...(report.companyCurrency === report.currency
        ? []
        : [
            {
              label: `${word('companyBookBalance')}${language === 'fr' ? ' : ' : ': '}${noted(report.companyBookBalance, report.companyCurrency, language)}`,
              amount: null,
            },
          ]),
      heading('outstandingBook'),
      ...report.outstandingBookItems.map((item) => ({
        date: item.date,
        reference: item.entryNumber,
        label: item.label,
        amount: negated(item.amount),
      })),
      heading('total', negated(report.outstandingBookTotal)),
      heading('outstandingStatement'),
      ...report.outstandingStatementItems.map((item) => ({
        date: item.date,
        reference: item.reference,
        label: item.label,
        amount: item.amount,
      })),
      heading('total', report.outstandingStatementTotal),
      heading('adjusted', report.adjustedBookBalance),
      heading('statementBalance', report.statementBalance),
      heading('difference', report.difference),
      heading('reconciled'),
      ...report.reconciledItems.map((item) => ({
        date: item.date,
        reference: item.entryNumbers.join(' '),
        label: item.label,
        amount: item.amount,
      })),
    ],
  };
}
