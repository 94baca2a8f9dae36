import type { PartyStatementReport } from '@bilan/contract';
import { useTranslation } from 'react-i18next';
import { useAmountIn } from '../../../lib/use-amount-in.ts';
import { useReportAmounts } from '../../reports/public.ts';

export const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export type StatementLine = PartyStatementReport['lines'][number];

/** Amounts of the statement as shown: blank zeros, and a balance with its side (debit or credit). */
export function useStatementAmounts() {
  const { t } = useTranslation('parties');
  const amount = useReportAmounts();
  const amountIn = useAmountIn();
  const withSide = (text: string, balance: string) =>
    `${text} ${t(balance.startsWith('-') ? 'accountStatement.credit' : 'accountStatement.debit')}`;
  return {
    amount,
    signed: (balance: string) => withSide(amount(balance.replace('-', ''), { blankZero: false }), balance),
    /** In the statement's foreign currency, its code shown. */
    foreign: (text: string | null | undefined, currency: string) =>
      text && !/^-?0+(\.0+)?$/.test(text) ? amountIn(text, currency) : '',
    foreignSigned: (balance: string, currency: string) =>
      withSide(amountIn(balance.replace('-', ''), currency), balance),
  };
}

/** A line's foreign amount on its side (the debit column when its debit is not zero) and its running balance. */
export function foreignSides(line: StatementLine) {
  const onDebit = !/^0+(\.0+)?$/.test(line.debit);
  const amount = line.amountCurrency ?? '0';
  return {
    debit: onDebit ? amount : '0',
    credit: onDebit ? '0' : amount,
    balance: line.balanceInCurrency ?? '0',
  };
}
