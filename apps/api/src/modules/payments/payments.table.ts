import { PAYMENT_KINDS, PAYMENT_METHODS, PAYMENT_STATES, PAYMENT_TYPES } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyPrimaryKey } from '../../db/company-keys.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { companies } from '../companies/companies.table.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';

/**
 * A receipt from a customer or a disbursement to a supplier: settling one invoice or credit note, an
 * advance on an order (no document, 4191 / 4091), or the use of such an advance against an invoice
 * (docs/decisions/0036-currencies.md, amendment on advances).
 */
export const accountingPayments = pgTable(
  'accounting_payment',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    workFolderId: uuid('work_folder_id').notNull(),
    type: text('type', { enum: PAYMENT_TYPES }).notNull(),
    state: text('state', { enum: PAYMENT_STATES }).notNull(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull().default('SETTLEMENT'),
    accountingDocumentId: uuid('accounting_document_id'),
    // The advance an ADVANCE_USE sets against its document.
    advancePaymentId: uuid('advance_payment_id'),
    partyId: uuid('party_id').notNull(),
    paymentOn: date('payment_date').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    // A payment in a foreign currency (ISO 4217; null is the company's): the amount paid in that
    // currency's minor units and the rate of the payment's date; `amount` is its value in the company's
    // currency at that rate (docs/decisions/0036-currencies.md).
    currency: text('currency'),
    amountCurrency: bigint('amount_currency', { mode: 'bigint' }),
    exchangeRate: text('exchange_rate'),
    // The bank's charges on the transfer, in the payment's currency and, in `bank_charges`, in the
    // company's at the payment's rate; booked to 6318 / 6278, never to the exchange difference.
    bankCharges: bigint('bank_charges', { mode: 'bigint' }),
    bankChargesCurrency: bigint('bank_charges_currency', { mode: 'bigint' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    treasuryAccountId: uuid('treasury_account_id').notNull(),
    reference: text('reference'),
    phone: text('phone'),
    // Foreign keys to journal_entry, DEFERRABLE INITIALLY DEFERRED like the documents' (migration 0004).
    journalEntryId: uuid('journal_entry_id'),
    reversalEntryId: uuid('reversal_entry_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('accounting_payment', table, table.id),
    companyForeignKey('accounting_payment_work_folder_id_work_folder_id_fk', table, table.workFolderId, workFolders),
    companyForeignKey(
      'accounting_payment_accounting_document_id_fk',
      table,
      table.accountingDocumentId,
      accountingDocuments,
    ),
    companyForeignKey('accounting_payment_advance_payment_id_fk', table, table.advancePaymentId, table),
    companyForeignKey(
      'accounting_payment_treasury_account_id_company_account_id_fk',
      table,
      table.treasuryAccountId,
      companyAccounts,
    ),
    index('accounting_payment_list').on(table.workFolderId, table.type),
    index('accounting_payment_document').on(table.accountingDocumentId, table.state),
    index('accounting_payment_advance').on(table.companyId, table.advancePaymentId),
    check(
      'accounting_payment_kind_document',
      sql`(${table.kind} = 'ADVANCE') = (${table.accountingDocumentId} is null) and (${table.kind} = 'ADVANCE_USE') = (${table.advancePaymentId} is not null)`,
    ),
    check('accounting_payment_amount_positive', sql`${table.amount} > 0`),
    check('accounting_payment_bank_charges_positive', sql`${table.bankCharges} > 0`),
    check(
      'accounting_payment_bank_charges_currency',
      sql`${table.bankChargesCurrency} is null or (${table.currency} is not null and ${table.bankCharges} is not null)`,
    ),
    check(
      'accounting_payment_currency_complete',
      sql`(${table.currency} is null) = (${table.amountCurrency} is null) and (${table.currency} is null) = (${table.exchangeRate} is null)`,
    ),
  ],
);
