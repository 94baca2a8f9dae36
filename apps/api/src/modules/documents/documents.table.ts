import { DOCUMENT_STATES, DOCUMENT_TYPES, SUPPLY_KINDS, VAT_TREATMENTS } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyPrimaryKey } from '../../db/company-keys.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import { companies } from '../companies/companies.table.ts';
import { journals } from '../ledger/ledger.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';

export const accountingDocuments = pgTable(
  'accounting_document',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    workFolderId: uuid('work_folder_id').notNull(),
    type: text('type', { enum: DOCUMENT_TYPES }).notNull(),
    state: text('state', { enum: DOCUMENT_STATES }).notNull(),
    documentOn: date('document_date').notNull(),
    dueOn: date('due_date'),
    partyId: uuid('party_id'),
    reference: text('reference'),
    label: text('label'),
    journalId: uuid('journal_id').notNull(),
    creditedDocumentId: uuid('credited_document_id'),
    // How the VAT is borne (reverse charge) and what the payer withholds, fixed with the draft so a
    // validated document keeps them whatever the settings or the party become.
    vatTreatment: text('vat_treatment', { enum: VAT_TREATMENTS }).notNull().default('DOMESTIC'),
    precompteRateBasisPoints: integer('precompte_rate_basis_points').notNull().default(0),
    vatWithheldBasisPoints: integer('vat_withheld_basis_points').notNull().default(0),
    // A document in a foreign currency (ISO 4217; null is the company's): its lines' prices are in that
    // currency's minor units, and `exchange_rate` (1 unit = rate units of the company's currency, as
    // packages/accounting formatExchangeRate writes it) is the rate of its date, fixed when saved.
    currency: text('currency'),
    exchangeRate: text('exchange_rate'),

    // Foreign keys to journal_entry, DEFERRABLE INITIALLY DEFERRED (migration 0002): a document is
    // marked validated before its entry is appended, so the folder lock is held as briefly as possible.
    journalEntryId: uuid('journal_entry_id'),
    reversalEntryId: uuid('reversal_entry_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('accounting_document', table, table.id),
    companyForeignKey('accounting_document_work_folder_id_work_folder_id_fk', table, table.workFolderId, workFolders),
    companyForeignKey('accounting_document_journal_id_journal_id_fk', table, table.journalId, journals),
    index('accounting_document_list').on(table.workFolderId, table.type, table.createdAt),
    uniqueIndex('accounting_document_entry_unique').on(table.companyId, table.journalEntryId),
    // Search (migration 0009): trigram indexes find the text anywhere; the pattern-ordered one finds
    // references equal to or starting with it, in order, without reading every match. The search of a
    // total among drafts reads the latest ones through the partial index instead of every document.
    // Trigram indexes are written at once (fastupdate off): a pending list, until (auto)vacuum merges
    // it, would be read through by every search. References and labels are indexed folded (bilan_fold:
    // lower case, no accents), as the search compares them (docs/decisions/0013-company-language-and-search.md).
    index('accounting_document_reference_trgm')
      .using('gin', sql`bilan_fold(${table.reference}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('accounting_document_reference_lower').on(
      table.companyId,
      sql`bilan_fold(${table.reference}) text_pattern_ops`,
    ),
    index('accounting_document_label_trgm')
      .using('gin', sql`bilan_fold(${table.label}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // A party's documents, latest first: the search finds documents by their party's name.
    index('accounting_document_party').on(table.companyId, table.partyId, table.documentOn),
    index('accounting_document_draft').on(table.companyId, table.updatedAt).where(sql`${table.state} = 'DRAFT'`),
    check('accounting_document_currency_rate', sql`(${table.currency} is null) = (${table.exchangeRate} is null)`),
  ],
);

/** Lines of a document: debit/credit for journal entries; quantity, price and VAT for invoices. */
export const documentLines = pgTable(
  'document_line',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    documentId: uuid('document_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    accountId: uuid('account_id'),
    subAccountId: uuid('sub_account_id'),
    label: text('label'),
    debit: bigint('debit', { mode: 'bigint' }),
    credit: bigint('credit', { mode: 'bigint' }),
    quantity: text('quantity'),
    unitPrice: bigint('unit_price', { mode: 'bigint' }),
    vatRateBasisPoints: integer('vat_rate_basis_points'),
    discountRateBasisPoints: integer('discount_rate_basis_points'),
    supplyKind: text('supply_kind', { enum: SUPPLY_KINDS }),
  },
  (table) => [
    companyPrimaryKey('document_line', table, table.id),
    companyForeignKey(
      'document_line_document_id_accounting_document_id_fk',
      table,
      table.documentId,
      accountingDocuments,
    ).onDelete('cascade'),
    companyForeignKey('document_line_account_id_company_account_id_fk', table, table.accountId, companyAccounts),
    companyForeignKey('document_line_sub_account_id_sub_account_id_fk', table, table.subAccountId, subAccounts),
    uniqueIndex('document_line_position_unique').on(table.companyId, table.documentId, table.lineNumber),
  ],
);
