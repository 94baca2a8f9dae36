import type { MonthClose } from '@bilan/contract';
import { useTranslation } from 'react-i18next';
import { currencyScaleOf, formatAmountText, formatCalendarDate } from '../../../lib/format.ts';
import {
  agedBalancePath,
  draftPath,
  futureEntriesPath,
  reconciliationPath,
  vatReturnPath,
} from '../month-close-period.ts';
import { MonthCloseSection } from './month-close-section.tsx';

/** The four checks of a month, each listing what remains and where to fix it. */
export function MonthCloseSections({ report }: { report: MonthClose }) {
  const { t, i18n } = useTranslation('workFolders');
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (amount: string, currency = report.currency) =>
    formatAmountText(amount, language, currencyScaleOf(currency), { currency });
  const date = (day: string) => formatCalendarDate(day, language);
  const { drafts, unreconciledStatementLines: statements, overdueItems, futureEntries } = report;
  const overdueCount = overdueItems.customers.parties + overdueItems.suppliers.parties;
  return (
    <>
      <MonthCloseSection
        title={t('monthClose.drafts.title')}
        count={drafts.count}
        summary={drafts.count ? t('monthClose.drafts.some', { count: drafts.count }) : t('monthClose.drafts.none')}
        links={drafts.items.map((draft) => ({
          key: draft.id,
          to: draftPath(draft),
          label: t(draft.reference ? 'monthClose.drafts.item' : 'monthClose.drafts.itemWithoutReference', {
            type: t(`monthClose.types.${draft.type}`, { defaultValue: draft.type }),
            date: date(draft.date),
            reference: draft.reference,
          }),
        }))}
        more={drafts.count - drafts.items.length}
      />
      <MonthCloseSection
        title={t('monthClose.statements.title')}
        count={statements.count}
        summary={
          statements.count
            ? t('monthClose.statements.some', { count: statements.count })
            : t('monthClose.statements.none')
        }
        links={statements.accounts.map((account) => ({
          key: account.accountId,
          to: reconciliationPath(account.accountId, report.to),
          label: t('monthClose.statements.item', {
            account: `${account.accountNumber} ${account.label}`,
            count: account.lines,
            amountIn: money(account.amountIn, account.currency ?? report.currency),
            amountOut: money(account.amountOut, account.currency ?? report.currency),
          }),
        }))}
      />
      <MonthCloseSection
        title={t('monthClose.overdue.title')}
        count={overdueCount}
        summary={overdueCount ? t('monthClose.overdue.some', { date: date(report.to) }) : t('monthClose.overdue.none')}
        links={(['customers', 'suppliers'] as const)
          .filter((side) => overdueItems[side].parties > 0)
          .map((side) => ({
            key: side,
            to: agedBalancePath(side, report.to),
            label: t(`monthClose.overdue.${side}`, {
              count: overdueItems[side].parties,
              amount: money(overdueItems[side].amount),
            }),
          }))}
      />
      <VatReturnSection report={report} />
      <MonthCloseSection
        title={t('monthClose.future.title')}
        count={futureEntries.count}
        summary={
          futureEntries.count
            ? t('monthClose.future.some', { count: futureEntries.count, today: date(report.today) })
            : t('monthClose.future.none')
        }
        links={
          futureEntries.count
            ? [{ key: 'journal', to: futureEntriesPath(report.today), label: t('monthClose.future.open') }]
            : []
        }
      />
    </>
  );
}

/** The VAT return of the month's period: to file, to pay, or done; a month inside a quarter waits for its end. */
function VatReturnSection({ report }: { report: MonthClose }) {
  const { t, i18n } = useTranslation('workFolders');
  const language = i18n.resolvedLanguage ?? 'en';
  const vat = report.vatReturn;
  if (!vat) return null;
  const money = (amount: string | null) =>
    formatAmountText(amount ?? '0', language, currencyScaleOf(report.currency), { currency: report.currency });
  const date = (day: string) => formatCalendarDate(day, language);
  const toFile = report.vatReturnDue && vat.state === 'OPEN';
  const toPay = report.vatReturnDue && vat.state === 'FILED' && !vat.paid;
  const summary = !report.vatReturnDue
    ? t('monthClose.vat.later', { to: date(vat.to) })
    : toFile
      ? t('monthClose.vat.toFile', { deadline: date(vat.deadline) })
      : toPay
        ? t('monthClose.vat.toPay', { due: money(vat.netDue), paid: money(vat.amountPaid) })
        : vat.credit && !/^0+(\.0+)?$/.test(vat.credit)
          ? t('monthClose.vat.credit', { credit: money(vat.credit) })
          : t('monthClose.vat.done', { due: money(vat.netDue) });
  return (
    <MonthCloseSection
      title={t('monthClose.vat.title')}
      count={toFile || toPay ? 1 : 0}
      summary={summary}
      links={
        toFile || toPay
          ? [
              {
                key: 'vat',
                to: vatReturnPath(vat.period),
                label: t(toFile ? 'monthClose.vat.file' : 'monthClose.vat.pay'),
              },
            ]
          : []
      }
    />
  );
}
