import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyForeignKey, companyPrimaryKey } from '../../db/company-keys.ts';
import { companies } from '../companies/companies.table.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { accountingPayments } from '../payments/payments.table.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A file (receipt, contract, the supplier's e-invoice) attached to one document or one payment, kept
 * in the database so that backup and restore carry it. Rows are added and, while their document or
 * payment is a draft, removed; never changed (grants of migration attachments_tenancy).
 */
export const attachments = pgTable(
  'attachment',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    documentId: uuid('document_id'),
    paymentId: uuid('payment_id'),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    /** The e-invoice a draft was imported from: the same file is imported once per company. */
    eInvoice: boolean('e_invoice').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('attachment', table, table.id),
    companyForeignKey(
      'attachment_document_id_accounting_document_id_fk',
      table,
      table.documentId,
      accountingDocuments,
    ).onDelete('cascade'),
    companyForeignKey(
      'attachment_payment_id_accounting_payment_id_fk',
      table,
      table.paymentId,
      accountingPayments,
    ).onDelete('cascade'),
    check('attachment_one_owner', sql`(${table.documentId} is null) <> (${table.paymentId} is null)`),
    index('attachment_document').on(table.companyId, table.documentId),
    index('attachment_payment').on(table.companyId, table.paymentId),
    uniqueIndex('attachment_e_invoice_unique').on(table.companyId, table.sha256).where(sql`${table.eInvoice}`),
  ],
);
