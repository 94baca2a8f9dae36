import { dateInZone, dayWithin, formatAmount, formatInCurrency, toAmount } from '@bilan/accounting';
import type { Language, ReminderLetterQuery } from '@bilan/contract';
import type { Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { findCompany } from '../companies/companies.queries.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { type AgedItem, agedItemsOfParty } from '../matching/open-items.service.ts';
import { getParty } from '../parties/parties.service.ts';
import { phonePrefixes } from '../parties/phone-prefixes.ts';
import { getSettings } from '../settings/settings.service.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { type ReminderLetter, renderReminderLetterPdf } from './reminder-letter-pdf.ts';

/**
 * A customer's reminder letter (lettre de relance): the items of its aged balance past their due date
 * at a date (today in the company's time zone, or the folder's end once over), with what is not due
 * yet and what was paid or credited without being applied, on the company's letterhead, in the
 * language asked for (the company's by default). Nothing overdue: 422 NOTHING_OVERDUE.
 */
export async function reminderLetter(
  tx: Transaction,
  company: CompanyContext,
  params: { workFolderId: string; customerId: string },
  query: ReminderLetterQuery,
): Promise<{ content: Buffer; fileName: string }> {
  const folder = await getWorkFolder(tx, company.companyId, params.workFolderId);
  const settings = await getSettings(tx, company);
  const today = dateInZone(settings.timeZone);
  const asOn = query.asOf ?? dayWithin(today, folder.startOn, folder.endOn);
  const scope = { company, role: 'CUSTOMER' as const, phonePrefixes: phonePrefixes() };
  const party = await getParty(tx, scope, params.customerId);
  const identity = await findCompany(tx, company.companyId);
  if (!identity) throw notFound();
  const items = await agedItemsOfParty(tx, company, folder.id, {
    subAccountId: party.subAccountId,
    partyRole: 'CUSTOMER',
    asOn,
  });
  const overdue = items.filter((item) => item.daysPastDue > 0 && item.amount > 0n);
  if (overdue.length === 0) throw new AppError('NOTHING_OVERDUE');
  const language: Language = query.lang ?? (await companyLanguage(tx, company.companyId));
  const format = (amount: bigint) => formatAmount(toAmount(amount), company.scale);
  const currency = party.currency ?? null;
  const inCurrency = (item: AgedItem) => (item.currency === currency ? item.amountCurrency : null);
  const letter: ReminderLetter = {
    asOn,
    party,
    overdue: overdue.map((item) => {
      const foreign = inCurrency(item);
      return {
        ...item,
        amount: format(item.amount),
        amountInCurrency: currency && foreign !== null ? formatInCurrency(foreign, currency) : null,
      };
    }),
    totals: letterTotals(items, (item) => item.amount, format),
    inCurrency: currency
      ? {
          currency,
          totals: letterTotals(
            items,
            (item) => inCurrency(item) ?? 0n,
            (amount) => formatInCurrency(amount, currency),
          ),
        }
      : null,
  };
  const content = await renderReminderLetterPdf(letter, identity, settings, language);
  return { content, fileName: `${language === 'fr' ? 'relance' : 'reminder'}-${party.code}-${asOn}.pdf` };
}

/**
 * What is overdue, not due yet (null when nothing), paid or credited without being applied (null when
 * nothing) and the balance, each summed from the items' amounts `amountOf` reads.
 */
function letterTotals(
  items: readonly AgedItem[],
  amountOf: (item: AgedItem) => bigint,
  format: (amount: bigint) => string,
): ReminderLetter['totals'] {
  const sum = (chosen: readonly AgedItem[]) => chosen.reduce((total, item) => total + amountOf(item), 0n);
  const unlessZero = (amount: bigint) => (amount === 0n ? null : format(amount));
  return {
    overdue: format(sum(items.filter((item) => item.daysPastDue > 0 && item.amount > 0n))),
    notDue: unlessZero(sum(items.filter((item) => item.daysPastDue <= 0 && item.amount > 0n))),
    unapplied: unlessZero(sum(items.filter((item) => item.amount < 0n))),
    balance: format(sum(items)),
  };
}
