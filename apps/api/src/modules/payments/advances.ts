import { currencyScale, type JournalEntry, postDisbursement, postReceipt, toAmount } from '@bilan/accounting';
import type { AdvanceBody, PaymentType } from '@bilan/contract';
import { readPhone } from '@bilan/contract';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError, validationFailed } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { revaluationAccountsOf } from '../currencies/exchange-differences.ts';
import { rateOn } from '../currencies/exchange-rates.service.ts';
import { amountOf } from '../documents/document-lines.ts';
import { ENTRY_LABELS } from '../ledger/entry-labels.ts';
import { lockOpenWorkFolder, postComputedEntry } from '../ledger/ledger.service.ts';
import { parties } from '../parties/parties.table.ts';
import { phonePrefixes } from '../parties/phone-prefixes.ts';
import { postingAccountsOf } from '../settings/settings.service.ts';
import { withTreasuryCurrency } from './foreign-payment.ts';
import { getPayment, paymentMoney, treasuryAccountId } from './payments.service.ts';
import { accountingPayments } from './payments.table.ts';
import { treasuryCurrencyOf, treasuryJournalOf } from './treasury-accounts.service.ts';

type PaymentRow = typeof accountingPayments.$inferSelect;

/** An advance received comes from a customer, one paid goes to a supplier. */
const ROLE_OF: Record<PaymentType, 'CUSTOMER' | 'SUPPLIER'> = { RECEIPT: 'CUSTOMER', DISBURSEMENT: 'SUPPLIER' };

/**
 * Records an advance on an order and posts it at once (docs/decisions/0036-currencies.md, amendment on
 * advances): a receipt D treasury / C 4191, a disbursement D 4091 / C treasury, on the party's own
 * sub-account of that account, at the rate of its date for a foreign currency. No VAT is booked on it.
 */
export async function createAdvance(tx: Transaction, company: CompanyContext, workFolderId: string, body: AdvanceBody) {
  const folder = await lockOpenWorkFolder(tx, company.companyId, workFolderId);
  if (body.date < folder.startOn || body.date > folder.endOn) {
    throw new AppError('ENTRY_DATE_OUTSIDE_WORK_FOLDER', {
      fields: [{ path: 'date', code: 'ENTRY_DATE_OUTSIDE_WORK_FOLDER' }],
    });
  }
  const party = await partyOf(tx, company, body.partyId);
  if (party.role !== ROLE_OF[body.type]) {
    throw new AppError('ADVANCE_PARTY_MISMATCH', { fields: [{ path: 'partyId', code: 'ADVANCE_PARTY_MISMATCH' }] });
  }
  const named = body.currency ?? party.currency;
  const currency = named && named !== company.currency ? named : null;
  // An unknown code answers CURRENCY_UNKNOWN from the rate's look-up, before its scale is read.
  if (currency) await rateOn(tx, company, currency, body.date);
  const amount = amountOf(body.amount, currency ? currencyScale(currency) : company.scale, 'amount');
  if (amount <= 0n)
    throw new AppError('AMOUNT_MUST_BE_POSITIVE', { fields: [{ path: 'amount', code: 'AMOUNT_MUST_BE_POSITIVE' }] });
  const phone = body.phone ? readPhone(body.phone, party.countryCode, phonePrefixes()) : null;
  if (body.phone && !phone) throw validationFailed([{ path: 'phone', code: 'PHONE_INVALID' }]);
  const values = {
    type: body.type,
    kind: 'ADVANCE' as const,
    accountingDocumentId: null,
    partyId: party.id,
    paymentOn: body.date,
    ...(await paymentMoney(tx, company, currency, amount, body.date)),
    method: body.method,
    treasuryAccountId: await treasuryAccountId(tx, company, body),
    reference: body.reference ?? null,
    phone,
  };
  const id = newId();
  const entryId = newId();
  await tx.insert(accountingPayments).values({
    id,
    companyId: company.companyId,
    workFolderId,
    state: 'VALIDATED',
    journalEntryId: entryId,
    createdBy: company.userId,
    ...values,
  });
  const [row] = await tx
    .select()
    .from(accountingPayments)
    .where(and(eq(accountingPayments.companyId, company.companyId), eq(accountingPayments.id, id)));
  if (!row) throw new Error('the advance was just inserted');
  const entry = await entryOfAdvance(tx, company, row, party);
  const created = await getPayment(tx, company, id, workFolderId);
  await recordAudit(tx, company, { action: 'CREATE', entityType: 'PAYMENT', entityId: id, after: created });
  const posted = await postComputedEntry(tx, {
    entry,
    entryId,
    companyId: company.companyId,
    workFolderId,
    sourceType: 'PAYMENT',
    sourceId: id,
    postedBy: company.userId,
  });
  return { ...created, number: posted.number };
}

type AdvanceParty = Awaited<ReturnType<typeof partyOf>>;

/** The party of an advance, of this company (another's answers PARTY_UNKNOWN, as on documents). */
export async function partyOf(tx: Transaction, company: CompanyContext, partyId: string) {
  const [party] = await tx
    .select({
      id: parties.id,
      role: parties.role,
      code: parties.code,
      name: parties.name,
      currency: parties.currency,
      countryCode: parties.countryCode,
    })
    .from(parties)
    .where(and(eq(parties.companyId, company.companyId), eq(parties.id, partyId)));
  if (!party) throw new AppError('PARTY_UNKNOWN', { fields: [{ path: 'partyId', code: 'PARTY_UNKNOWN' }] });
  return party;
}

async function entryOfAdvance(
  tx: Transaction,
  company: CompanyContext,
  advance: PaymentRow,
  party: AdvanceParty,
): Promise<JournalEntry> {
  const [treasury] = await tx
    .select({ accountId: companyAccounts.id, accountNumber: companyAccounts.number })
    .from(companyAccounts)
    .where(and(eq(companyAccounts.companyId, company.companyId), eq(companyAccounts.id, advance.treasuryAccountId)));
  if (!treasury) throw new Error('the treasury account was checked');
  const advanceAccount = await advanceAccountOf(tx, company, advance.type, party);
  const accounts = await postingAccountsOf(tx, company);
  const labels = ENTRY_LABELS[await companyLanguage(tx, company.companyId)];
  const rule = advance.type === 'RECEIPT' ? postReceipt : postDisbursement;
  const computed = rule(
    {
      date: advance.paymentOn,
      label: `${labels.advance} ${party.name}${advance.reference ? ` ${advance.reference}` : ''}`.slice(0, 200),
      amount: toAmount(advance.amount),
      partyAccount: advanceAccount,
      treasuryAccount: treasury,
    },
    accounts,
  );
  const foreign =
    advance.currency && advance.amountCurrency !== null
      ? { currency: advance.currency, amount: advance.amountCurrency }
      : null;
  const treasuryCurrency = (await treasuryCurrencyOf(tx, company, treasury.accountId)).foreign;
  // The advance's line keeps its foreign amount, as a document's party line; the treasury's too when it holds that currency.
  const lines = computed.lines.map((line) => {
    if (line.subAccountId === advanceAccount.subAccountId) return { ...line, foreign };
    return foreign && treasuryCurrency === foreign.currency ? { ...line, foreign } : line;
  });
  const entry = await withTreasuryCurrency(
    tx,
    company,
    { ...computed, lines },
    { accountId: treasury.accountId, date: advance.paymentOn },
  );
  return { ...entry, journalCode: await treasuryJournalOf(tx, company, treasury) };
}

/**
 * The party's sub-account under 4191 (advances received) or 4091 (advances paid), made on first use:
 * numbered after its own code, its `party_id` pointing back; the account is added to a chart that
 * lacks it. The party's own sub-account stays the one of its invoices (docs/decisions/0035).
 */
export async function advanceAccountOf(
  tx: Transaction,
  company: CompanyContext,
  type: PaymentType,
  party: { id: string; code: string; name: string },
) {
  const roles = revaluationAccountsOf(company.framework);
  const number = type === 'RECEIPT' ? roles.customerAdvances : roles.supplierAdvances;
  const accountId = await ensureAdvanceAccount(tx, company, number, type);
  const [existing] = await tx
    .select({ id: subAccounts.id })
    .from(subAccounts)
    .where(
      and(
        eq(subAccounts.companyId, company.companyId),
        eq(subAccounts.accountId, accountId),
        eq(subAccounts.partyId, party.id),
      ),
    );
  const subAccountId = existing?.id ?? newId();
  if (!existing) {
    await tx.insert(subAccounts).values({
      id: subAccountId,
      companyId: company.companyId,
      accountId,
      number: `${number}-${party.code}`,
      label: party.name,
      partyId: party.id,
    });
  }
  return { accountNumber: number, accountId, subAccountId };
}

async function ensureAdvanceAccount(tx: Transaction, company: CompanyContext, number: string, type: PaymentType) {
  const [account] = await tx
    .select({ id: companyAccounts.id })
    .from(companyAccounts)
    .where(and(eq(companyAccounts.companyId, company.companyId), eq(companyAccounts.number, number)));
  if (account) return account.id;
  const id = newId();
  await tx.insert(companyAccounts).values({
    id,
    companyId: company.companyId,
    number,
    customLabel: null,
    classNumber: '4',
    nature: type === 'RECEIPT' ? 'liability' : 'asset',
    isGroup: false,
    refAccountNumber: number,
  });
  return id;
}
