-- Tables added after the keys were designed (exchange_rate, currency_revaluation) follow the same rule:
-- their foreign keys go first, with the others, and come back with the others.
ALTER TABLE "currency_revaluation" DROP CONSTRAINT "currency_revaluation_work_folder_id_work_folder_id_fk";
--> statement-breakpoint
ALTER TABLE "currency_revaluation" DROP CONSTRAINT "currency_revaluation_conversion_entry_id_journal_entry_id_fk";
--> statement-breakpoint
ALTER TABLE "currency_revaluation" DROP CONSTRAINT "currency_revaluation_cash_entry_id_journal_entry_id_fk";
--> statement-breakpoint
ALTER TABLE "currency_revaluation" DROP CONSTRAINT "currency_revaluation_provision_entry_id_journal_entry_id_fk";
--> statement-breakpoint
ALTER TABLE "currency_revaluation" DROP CONSTRAINT "currency_revaluation_reversal_entry_id_journal_entry_id_fk";
--> statement-breakpoint
-- Issue #35 (docs/decisions/0038-keys-by-company.md, docs/scaling.md): the keys of every tenant table
-- lead with company_id, so the tables can be distributed by company, and a row can only refer to a
-- row of its own company. Constraints only: no row is written. In the migration's one transaction the
-- foreign keys go first (they hang on the keys they refer to), then the keys and unique indexes are
-- rebuilt with company_id in front, then the foreign keys come back as (company_id, x_id) → (company_id, id):
-- checking them reads every row once and refuses books where a row referred to another company's.
-- Row-level security is unchanged.
-- The foreign keys between tenant tables, the deferred ones of migrations 0002 and 0004 too.
ALTER TABLE "accounting_document" DROP CONSTRAINT "accounting_document_journal_entry_fk";
--> statement-breakpoint
ALTER TABLE "accounting_document" DROP CONSTRAINT "accounting_document_reversal_entry_fk";
--> statement-breakpoint
ALTER TABLE "accounting_payment" DROP CONSTRAINT "accounting_payment_journal_entry_fk";
--> statement-breakpoint
ALTER TABLE "accounting_payment" DROP CONSTRAINT "accounting_payment_reversal_entry_fk";
--> statement-breakpoint
ALTER TABLE "sub_account" DROP CONSTRAINT "sub_account_account_id_company_account_id_fk";
--> statement-breakpoint
ALTER TABLE "attachment" DROP CONSTRAINT "attachment_document_id_accounting_document_id_fk";
--> statement-breakpoint
ALTER TABLE "attachment" DROP CONSTRAINT "attachment_payment_id_accounting_payment_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_reconciliation" DROP CONSTRAINT "bank_reconciliation_journal_line_id_journal_line_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_reconciliation" DROP CONSTRAINT "bank_reconciliation_statement_line_id_bank_statement_line_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_statement_line" DROP CONSTRAINT "bank_statement_line_statement_id_bank_statement_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_statement_line" DROP CONSTRAINT "bank_statement_line_account_id_company_account_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_statement_mapping" DROP CONSTRAINT "bank_statement_mapping_account_id_company_account_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_statement_rule" DROP CONSTRAINT "bank_statement_rule_account_id_company_account_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_statement_rule" DROP CONSTRAINT "bank_statement_rule_counter_account_id_company_account_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_statement" DROP CONSTRAINT "bank_statement_account_id_company_account_id_fk";
--> statement-breakpoint
ALTER TABLE "accounting_document" DROP CONSTRAINT "accounting_document_work_folder_id_work_folder_id_fk";
--> statement-breakpoint
ALTER TABLE "accounting_document" DROP CONSTRAINT "accounting_document_journal_id_journal_id_fk";
--> statement-breakpoint
ALTER TABLE "document_line" DROP CONSTRAINT "document_line_document_id_accounting_document_id_fk";
--> statement-breakpoint
ALTER TABLE "document_line" DROP CONSTRAINT "document_line_account_id_company_account_id_fk";
--> statement-breakpoint
ALTER TABLE "document_line" DROP CONSTRAINT "document_line_sub_account_id_sub_account_id_fk";
--> statement-breakpoint
ALTER TABLE "fixed_asset_depreciation" DROP CONSTRAINT "fixed_asset_depreciation_asset_id_fixed_asset_id_fk";
--> statement-breakpoint
ALTER TABLE "fixed_asset_depreciation" DROP CONSTRAINT "fixed_asset_depreciation_work_folder_id_work_folder_id_fk";
--> statement-breakpoint
ALTER TABLE "fixed_asset_depreciation" DROP CONSTRAINT "fixed_asset_depreciation_entry_id_journal_entry_id_fk";
--> statement-breakpoint
ALTER TABLE "fixed_asset" DROP CONSTRAINT "fixed_asset_category_id_fixed_asset_category_id_fk";
--> statement-breakpoint
ALTER TABLE "fixed_asset" DROP CONSTRAINT "fixed_asset_document_id_accounting_document_id_fk";
--> statement-breakpoint
ALTER TABLE "fixed_asset" DROP CONSTRAINT "fixed_asset_document_line_id_document_line_id_fk";
--> statement-breakpoint
ALTER TABLE "fixed_asset" DROP CONSTRAINT "fixed_asset_disposal_entry_id_journal_entry_id_fk";
--> statement-breakpoint
ALTER TABLE "account_balance" DROP CONSTRAINT "account_balance_work_folder_id_work_folder_id_fk";
--> statement-breakpoint
ALTER TABLE "account_balance" DROP CONSTRAINT "account_balance_account_id_company_account_id_fk";
--> statement-breakpoint
ALTER TABLE "account_balance" DROP CONSTRAINT "account_balance_sub_account_id_sub_account_id_fk";
--> statement-breakpoint
ALTER TABLE "carried_item" DROP CONSTRAINT "carried_item_line_id_journal_line_id_fk";
--> statement-breakpoint
ALTER TABLE "carried_item" DROP CONSTRAINT "carried_item_origin_line_id_journal_line_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_counter" DROP CONSTRAINT "journal_counter_work_folder_id_work_folder_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_counter" DROP CONSTRAINT "journal_counter_journal_id_journal_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_entry" DROP CONSTRAINT "journal_entry_work_folder_id_work_folder_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_entry" DROP CONSTRAINT "journal_entry_journal_id_journal_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_line" DROP CONSTRAINT "journal_line_work_folder_id_work_folder_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_line" DROP CONSTRAINT "journal_line_entry_id_journal_entry_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_line" DROP CONSTRAINT "journal_line_account_id_company_account_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_line" DROP CONSTRAINT "journal_line_sub_account_id_sub_account_id_fk";
--> statement-breakpoint
ALTER TABLE "matching_counter" DROP CONSTRAINT "matching_counter_account_id_company_account_id_fk";
--> statement-breakpoint
ALTER TABLE "matching_line" DROP CONSTRAINT "matching_line_line_id_journal_line_id_fk";
--> statement-breakpoint
ALTER TABLE "matching_line" DROP CONSTRAINT "matching_line_matching_id_matching_id_fk";
--> statement-breakpoint
ALTER TABLE "matching" DROP CONSTRAINT "matching_account_id_company_account_id_fk";
--> statement-breakpoint
ALTER TABLE "matching" DROP CONSTRAINT "matching_sub_account_id_sub_account_id_fk";
--> statement-breakpoint
ALTER TABLE "party" DROP CONSTRAINT "party_sub_account_id_sub_account_id_fk";
--> statement-breakpoint
ALTER TABLE "accounting_payment" DROP CONSTRAINT "accounting_payment_accounting_document_id_accounting_document_id_fk";
--> statement-breakpoint
ALTER TABLE "accounting_payment" DROP CONSTRAINT "accounting_payment_work_folder_id_work_folder_id_fk";
--> statement-breakpoint
ALTER TABLE "accounting_payment" DROP CONSTRAINT "accounting_payment_treasury_account_id_company_account_id_fk";
--> statement-breakpoint
ALTER TABLE "treasury_account" DROP CONSTRAINT "treasury_account_account_id_company_account_id_fk";
--> statement-breakpoint
ALTER TABLE "treasury_account" DROP CONSTRAINT "treasury_account_journal_id_journal_id_fk";
--> statement-breakpoint
ALTER TABLE "vat_return_action" DROP CONSTRAINT "vat_return_action_vat_return_id_vat_return_id_fk";
--> statement-breakpoint
ALTER TABLE "vat_return_action" DROP CONSTRAINT "vat_return_action_entry_id_journal_entry_id_fk";
--> statement-breakpoint
ALTER TABLE "vat_return" DROP CONSTRAINT "vat_return_work_folder_id_work_folder_id_fk";
--> statement-breakpoint
ALTER TABLE "vat_return" DROP CONSTRAINT "vat_return_settlement_entry_id_journal_entry_id_fk";
--> statement-breakpoint
ALTER TABLE "accrual" DROP CONSTRAINT "accrual_work_folder_id_work_folder_id_fk";
--> statement-breakpoint
ALTER TABLE "accrual" DROP CONSTRAINT "accrual_account_id_company_account_id_fk";
--> statement-breakpoint
ALTER TABLE "accrual" DROP CONSTRAINT "accrual_accrual_account_id_company_account_id_fk";
--> statement-breakpoint
ALTER TABLE "accrual" DROP CONSTRAINT "accrual_party_id_party_id_fk";
--> statement-breakpoint
ALTER TABLE "accrual" DROP CONSTRAINT "accrual_entry_id_journal_entry_id_fk";
--> statement-breakpoint
ALTER TABLE "accrual" DROP CONSTRAINT "accrual_reversal_entry_id_journal_entry_id_fk";
--> statement-breakpoint
ALTER TABLE "doubtful_receivable" DROP CONSTRAINT "doubtful_receivable_party_id_party_id_fk";
--> statement-breakpoint
ALTER TABLE "doubtful_receivable" DROP CONSTRAINT "doubtful_receivable_transfer_entry_id_journal_entry_id_fk";
--> statement-breakpoint
ALTER TABLE "doubtful_receivable" DROP CONSTRAINT "doubtful_receivable_write_off_entry_id_journal_entry_id_fk";
--> statement-breakpoint
-- The keys and unique indexes without company_id.
ALTER TABLE "account_balance" DROP CONSTRAINT "account_balance_key";
--> statement-breakpoint
DROP INDEX "accounting_document_entry_unique";
--> statement-breakpoint
DROP INDEX "document_line_position_unique";
--> statement-breakpoint
DROP INDEX "fixed_asset_depreciation_period_unique";
--> statement-breakpoint
DROP INDEX "fixed_asset_document_line_unique";
--> statement-breakpoint
DROP INDEX "journal_entry_number_unique";
--> statement-breakpoint
DROP INDEX "journal_entry_chain_unique";
--> statement-breakpoint
DROP INDEX "journal_line_position_unique";
--> statement-breakpoint
DROP INDEX "party_sub_account_unique";
--> statement-breakpoint
ALTER TABLE "journal_counter" DROP CONSTRAINT "journal_counter_work_folder_id_journal_id_pk";
--> statement-breakpoint
ALTER TABLE "company_account" DROP CONSTRAINT "company_account_pkey";
--> statement-breakpoint
ALTER TABLE "sub_account" DROP CONSTRAINT "sub_account_pkey";
--> statement-breakpoint
ALTER TABLE "attachment" DROP CONSTRAINT "attachment_pkey";
--> statement-breakpoint
ALTER TABLE "audit_event" DROP CONSTRAINT "audit_event_pkey";
--> statement-breakpoint
ALTER TABLE "invitation" DROP CONSTRAINT "invitation_pkey";
--> statement-breakpoint
ALTER TABLE "bank_reconciliation" DROP CONSTRAINT "bank_reconciliation_pkey";
--> statement-breakpoint
ALTER TABLE "bank_statement_line" DROP CONSTRAINT "bank_statement_line_pkey";
--> statement-breakpoint
ALTER TABLE "bank_statement_rule" DROP CONSTRAINT "bank_statement_rule_pkey";
--> statement-breakpoint
ALTER TABLE "bank_statement" DROP CONSTRAINT "bank_statement_pkey";
--> statement-breakpoint
ALTER TABLE "accounting_document" DROP CONSTRAINT "accounting_document_pkey";
--> statement-breakpoint
ALTER TABLE "document_line" DROP CONSTRAINT "document_line_pkey";
--> statement-breakpoint
ALTER TABLE "fixed_asset_category" DROP CONSTRAINT "fixed_asset_category_pkey";
--> statement-breakpoint
ALTER TABLE "fixed_asset_depreciation" DROP CONSTRAINT "fixed_asset_depreciation_pkey";
--> statement-breakpoint
ALTER TABLE "fixed_asset" DROP CONSTRAINT "fixed_asset_pkey";
--> statement-breakpoint
ALTER TABLE "carried_item" DROP CONSTRAINT "carried_item_pkey";
--> statement-breakpoint
ALTER TABLE "journal_entry" DROP CONSTRAINT "journal_entry_pkey";
--> statement-breakpoint
ALTER TABLE "journal_line" DROP CONSTRAINT "journal_line_pkey";
--> statement-breakpoint
ALTER TABLE "journal" DROP CONSTRAINT "journal_pkey";
--> statement-breakpoint
ALTER TABLE "matching_line" DROP CONSTRAINT "matching_line_pkey";
--> statement-breakpoint
ALTER TABLE "matching" DROP CONSTRAINT "matching_pkey";
--> statement-breakpoint
ALTER TABLE "party_line" DROP CONSTRAINT "party_line_pkey";
--> statement-breakpoint
ALTER TABLE "party" DROP CONSTRAINT "party_pkey";
--> statement-breakpoint
ALTER TABLE "accounting_payment" DROP CONSTRAINT "accounting_payment_pkey";
--> statement-breakpoint
ALTER TABLE "vat_return_action" DROP CONSTRAINT "vat_return_action_pkey";
--> statement-breakpoint
ALTER TABLE "vat_return" DROP CONSTRAINT "vat_return_pkey";
--> statement-breakpoint
ALTER TABLE "work_folder" DROP CONSTRAINT "work_folder_pkey";
--> statement-breakpoint
ALTER TABLE "accrual" DROP CONSTRAINT "accrual_pkey";
--> statement-breakpoint
ALTER TABLE "doubtful_receivable" DROP CONSTRAINT "doubtful_receivable_pkey";
--> statement-breakpoint
-- The keys again, company_id in front.
ALTER TABLE "company_account" ADD CONSTRAINT "company_account_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "sub_account" ADD CONSTRAINT "sub_account_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "audit_event" ADD CONSTRAINT "audit_event_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "bank_reconciliation" ADD CONSTRAINT "bank_reconciliation_pkey" PRIMARY KEY("company_id","journal_line_id");
--> statement-breakpoint
ALTER TABLE "bank_statement_line" ADD CONSTRAINT "bank_statement_line_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "bank_statement_rule" ADD CONSTRAINT "bank_statement_rule_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "bank_statement" ADD CONSTRAINT "bank_statement_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "accounting_document" ADD CONSTRAINT "accounting_document_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "document_line" ADD CONSTRAINT "document_line_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "fixed_asset_category" ADD CONSTRAINT "fixed_asset_category_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "fixed_asset_depreciation" ADD CONSTRAINT "fixed_asset_depreciation_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "carried_item" ADD CONSTRAINT "carried_item_pkey" PRIMARY KEY("company_id","line_id");
--> statement-breakpoint
ALTER TABLE "journal_counter" ADD CONSTRAINT "journal_counter_pkey" PRIMARY KEY("company_id","work_folder_id","journal_id");
--> statement-breakpoint
ALTER TABLE "journal_entry" ADD CONSTRAINT "journal_entry_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "journal" ADD CONSTRAINT "journal_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "matching_line" ADD CONSTRAINT "matching_line_pkey" PRIMARY KEY("company_id","line_id");
--> statement-breakpoint
ALTER TABLE "matching" ADD CONSTRAINT "matching_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "party_line" ADD CONSTRAINT "party_line_pkey" PRIMARY KEY("company_id","line_id");
--> statement-breakpoint
ALTER TABLE "party" ADD CONSTRAINT "party_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "accounting_payment" ADD CONSTRAINT "accounting_payment_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "vat_return_action" ADD CONSTRAINT "vat_return_action_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "vat_return" ADD CONSTRAINT "vat_return_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "work_folder" ADD CONSTRAINT "work_folder_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "accrual" ADD CONSTRAINT "accrual_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "doubtful_receivable" ADD CONSTRAINT "doubtful_receivable_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_document_entry_unique" ON "accounting_document" USING btree ("company_id","journal_entry_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "document_line_position_unique" ON "document_line" USING btree ("company_id","document_id","line_number");
--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_asset_depreciation_period_unique" ON "fixed_asset_depreciation" USING btree ("company_id","asset_id","period_kind","period_end_on");
--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_asset_document_line_unique" ON "fixed_asset" USING btree ("company_id","document_line_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entry_number_unique" ON "journal_entry" USING btree ("company_id","work_folder_id","number");
--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entry_chain_unique" ON "journal_entry" USING btree ("company_id","work_folder_id","chain_position");
--> statement-breakpoint
CREATE UNIQUE INDEX "journal_line_position_unique" ON "journal_line" USING btree ("company_id","entry_id","line_number");
--> statement-breakpoint
CREATE UNIQUE INDEX "party_sub_account_unique" ON "party" USING btree ("company_id","sub_account_id");
--> statement-breakpoint
ALTER TABLE "account_balance" ADD CONSTRAINT "account_balance_key" UNIQUE NULLS NOT DISTINCT("company_id","work_folder_id","account_id","sub_account_id","month");
--> statement-breakpoint
-- The foreign keys back, company_id on both sides.
ALTER TABLE "sub_account" ADD CONSTRAINT "sub_account_account_id_company_account_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_document_id_accounting_document_id_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."accounting_document"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_payment_id_accounting_payment_id_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."accounting_payment"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_reconciliation" ADD CONSTRAINT "bank_reconciliation_journal_line_id_journal_line_id_fk" FOREIGN KEY ("company_id","journal_line_id") REFERENCES "public"."journal_line"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_reconciliation" ADD CONSTRAINT "bank_reconciliation_statement_line_id_bank_statement_line_id_fk" FOREIGN KEY ("company_id","statement_line_id") REFERENCES "public"."bank_statement_line"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_statement_line" ADD CONSTRAINT "bank_statement_line_statement_id_bank_statement_id_fk" FOREIGN KEY ("company_id","statement_id") REFERENCES "public"."bank_statement"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_statement_line" ADD CONSTRAINT "bank_statement_line_account_id_company_account_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_statement_mapping" ADD CONSTRAINT "bank_statement_mapping_account_id_company_account_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_statement_rule" ADD CONSTRAINT "bank_statement_rule_account_id_company_account_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_statement_rule" ADD CONSTRAINT "bank_statement_rule_counter_account_id_company_account_id_fk" FOREIGN KEY ("company_id","counter_account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_statement" ADD CONSTRAINT "bank_statement_account_id_company_account_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounting_document" ADD CONSTRAINT "accounting_document_work_folder_id_work_folder_id_fk" FOREIGN KEY ("company_id","work_folder_id") REFERENCES "public"."work_folder"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounting_document" ADD CONSTRAINT "accounting_document_journal_id_journal_id_fk" FOREIGN KEY ("company_id","journal_id") REFERENCES "public"."journal"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_line" ADD CONSTRAINT "document_line_document_id_accounting_document_id_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."accounting_document"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_line" ADD CONSTRAINT "document_line_account_id_company_account_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_line" ADD CONSTRAINT "document_line_sub_account_id_sub_account_id_fk" FOREIGN KEY ("company_id","sub_account_id") REFERENCES "public"."sub_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fixed_asset_depreciation" ADD CONSTRAINT "fixed_asset_depreciation_asset_id_fixed_asset_id_fk" FOREIGN KEY ("company_id","asset_id") REFERENCES "public"."fixed_asset"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fixed_asset_depreciation" ADD CONSTRAINT "fixed_asset_depreciation_work_folder_id_work_folder_id_fk" FOREIGN KEY ("company_id","work_folder_id") REFERENCES "public"."work_folder"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fixed_asset_depreciation" ADD CONSTRAINT "fixed_asset_depreciation_entry_id_journal_entry_id_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."journal_entry"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_category_id_fixed_asset_category_id_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."fixed_asset_category"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_document_id_accounting_document_id_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."accounting_document"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_document_line_id_document_line_id_fk" FOREIGN KEY ("company_id","document_line_id") REFERENCES "public"."document_line"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_disposal_entry_id_journal_entry_id_fk" FOREIGN KEY ("company_id","disposal_entry_id") REFERENCES "public"."journal_entry"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_balance" ADD CONSTRAINT "account_balance_work_folder_id_work_folder_id_fk" FOREIGN KEY ("company_id","work_folder_id") REFERENCES "public"."work_folder"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_balance" ADD CONSTRAINT "account_balance_account_id_company_account_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_balance" ADD CONSTRAINT "account_balance_sub_account_id_sub_account_id_fk" FOREIGN KEY ("company_id","sub_account_id") REFERENCES "public"."sub_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "carried_item" ADD CONSTRAINT "carried_item_line_id_journal_line_id_fk" FOREIGN KEY ("company_id","line_id") REFERENCES "public"."journal_line"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "carried_item" ADD CONSTRAINT "carried_item_origin_line_id_journal_line_id_fk" FOREIGN KEY ("company_id","origin_line_id") REFERENCES "public"."journal_line"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_counter" ADD CONSTRAINT "journal_counter_work_folder_id_work_folder_id_fk" FOREIGN KEY ("company_id","work_folder_id") REFERENCES "public"."work_folder"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_counter" ADD CONSTRAINT "journal_counter_journal_id_journal_id_fk" FOREIGN KEY ("company_id","journal_id") REFERENCES "public"."journal"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_entry" ADD CONSTRAINT "journal_entry_work_folder_id_work_folder_id_fk" FOREIGN KEY ("company_id","work_folder_id") REFERENCES "public"."work_folder"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_entry" ADD CONSTRAINT "journal_entry_journal_id_journal_id_fk" FOREIGN KEY ("company_id","journal_id") REFERENCES "public"."journal"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_work_folder_id_work_folder_id_fk" FOREIGN KEY ("company_id","work_folder_id") REFERENCES "public"."work_folder"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_entry_id_journal_entry_id_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."journal_entry"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_account_id_company_account_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_sub_account_id_sub_account_id_fk" FOREIGN KEY ("company_id","sub_account_id") REFERENCES "public"."sub_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "matching_counter" ADD CONSTRAINT "matching_counter_account_id_company_account_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "matching_line" ADD CONSTRAINT "matching_line_line_id_journal_line_id_fk" FOREIGN KEY ("company_id","line_id") REFERENCES "public"."journal_line"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "matching_line" ADD CONSTRAINT "matching_line_matching_id_matching_id_fk" FOREIGN KEY ("company_id","matching_id") REFERENCES "public"."matching"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "matching" ADD CONSTRAINT "matching_account_id_company_account_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "matching" ADD CONSTRAINT "matching_sub_account_id_sub_account_id_fk" FOREIGN KEY ("company_id","sub_account_id") REFERENCES "public"."sub_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "party" ADD CONSTRAINT "party_sub_account_id_sub_account_id_fk" FOREIGN KEY ("company_id","sub_account_id") REFERENCES "public"."sub_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounting_payment" ADD CONSTRAINT "accounting_payment_accounting_document_id_fk" FOREIGN KEY ("company_id","accounting_document_id") REFERENCES "public"."accounting_document"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounting_payment" ADD CONSTRAINT "accounting_payment_work_folder_id_work_folder_id_fk" FOREIGN KEY ("company_id","work_folder_id") REFERENCES "public"."work_folder"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounting_payment" ADD CONSTRAINT "accounting_payment_treasury_account_id_company_account_id_fk" FOREIGN KEY ("company_id","treasury_account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "treasury_account" ADD CONSTRAINT "treasury_account_account_id_company_account_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "treasury_account" ADD CONSTRAINT "treasury_account_journal_id_journal_id_fk" FOREIGN KEY ("company_id","journal_id") REFERENCES "public"."journal"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vat_return_action" ADD CONSTRAINT "vat_return_action_vat_return_id_vat_return_id_fk" FOREIGN KEY ("company_id","vat_return_id") REFERENCES "public"."vat_return"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vat_return_action" ADD CONSTRAINT "vat_return_action_entry_id_journal_entry_id_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."journal_entry"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vat_return" ADD CONSTRAINT "vat_return_work_folder_id_work_folder_id_fk" FOREIGN KEY ("company_id","work_folder_id") REFERENCES "public"."work_folder"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vat_return" ADD CONSTRAINT "vat_return_settlement_entry_id_journal_entry_id_fk" FOREIGN KEY ("company_id","settlement_entry_id") REFERENCES "public"."journal_entry"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accrual" ADD CONSTRAINT "accrual_work_folder_id_work_folder_id_fk" FOREIGN KEY ("company_id","work_folder_id") REFERENCES "public"."work_folder"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accrual" ADD CONSTRAINT "accrual_account_id_company_account_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accrual" ADD CONSTRAINT "accrual_accrual_account_id_company_account_id_fk" FOREIGN KEY ("company_id","accrual_account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accrual" ADD CONSTRAINT "accrual_party_id_party_id_fk" FOREIGN KEY ("company_id","party_id") REFERENCES "public"."party"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accrual" ADD CONSTRAINT "accrual_entry_id_journal_entry_id_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."journal_entry"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accrual" ADD CONSTRAINT "accrual_reversal_entry_id_journal_entry_id_fk" FOREIGN KEY ("company_id","reversal_entry_id") REFERENCES "public"."journal_entry"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "doubtful_receivable" ADD CONSTRAINT "doubtful_receivable_party_id_party_id_fk" FOREIGN KEY ("company_id","party_id") REFERENCES "public"."party"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "doubtful_receivable" ADD CONSTRAINT "doubtful_receivable_transfer_entry_id_journal_entry_id_fk" FOREIGN KEY ("company_id","transfer_entry_id") REFERENCES "public"."journal_entry"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "doubtful_receivable" ADD CONSTRAINT "doubtful_receivable_write_off_entry_id_journal_entry_id_fk" FOREIGN KEY ("company_id","write_off_entry_id") REFERENCES "public"."journal_entry"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounting_document" ADD CONSTRAINT "accounting_document_journal_entry_fk" FOREIGN KEY ("company_id","journal_entry_id") REFERENCES "public"."journal_entry"("company_id","id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "accounting_document" ADD CONSTRAINT "accounting_document_reversal_entry_fk" FOREIGN KEY ("company_id","reversal_entry_id") REFERENCES "public"."journal_entry"("company_id","id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "accounting_payment" ADD CONSTRAINT "accounting_payment_journal_entry_fk" FOREIGN KEY ("company_id","journal_entry_id") REFERENCES "public"."journal_entry"("company_id","id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "accounting_payment" ADD CONSTRAINT "accounting_payment_reversal_entry_fk" FOREIGN KEY ("company_id","reversal_entry_id") REFERENCES "public"."journal_entry"("company_id","id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- The triggers of migration 0040, their joins and ON CONFLICT target now by company too (the key of
-- account_balance leads with company_id; on a distributed database each join stays on one node).
CREATE OR REPLACE FUNCTION bilan_post_lines() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_lines line
      JOIN journal_entry entry ON entry.company_id = line.company_id AND entry.id = line.entry_id
    WHERE entry.posted_at <> statement_timestamp()
  ) THEN
    RAISE EXCEPTION 'LEDGER_IS_APPEND_ONLY: a line cannot be added to a posted entry' USING ERRCODE = 'P0001';
  END IF;
  PERFORM bilan_mark_posting();
  -- The balance month as ledger/verify recomputes it (src/modules/ledger/ledger-verify.ts): opening
  -- entries before every month, closing entries after every month.
  INSERT INTO account_balance (company_id, work_folder_id, account_id, sub_account_id, month, debit, credit)
  SELECT line.company_id, line.work_folder_id, line.account_id, line.sub_account_id,
    CASE WHEN journal.type = 'OPENING' THEN '0000-00'
         WHEN entry.source_type = 'CLOSING' THEN '9999-12'
         ELSE to_char(line.entry_date, 'YYYY-MM') END,
    sum(line.debit), sum(line.credit)
  FROM new_lines line
    JOIN journal_entry entry ON entry.company_id = line.company_id AND entry.id = line.entry_id
    JOIN journal ON journal.company_id = entry.company_id AND journal.id = entry.journal_id
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, work_folder_id, account_id, sub_account_id, month) DO UPDATE
    SET debit = account_balance.debit + excluded.debit, credit = account_balance.credit + excluded.credit;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bilan_post_entries() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM (
      SELECT entry.company_id, entry.work_folder_id, entry.chain_position, entry.previous_hash, entry.posted_at,
        lag(entry.hash) OVER run AS prior_hash, row_number() OVER run AS k
      FROM new_entries entry
      WINDOW run AS (PARTITION BY entry.work_folder_id ORDER BY entry.chain_position)
    ) entry JOIN work_folder folder ON folder.company_id = entry.company_id AND folder.id = entry.work_folder_id
    WHERE entry.chain_position <> folder.posted_entry_count + entry.k
       OR entry.previous_hash <> coalesce(entry.prior_hash, folder.chain_head_hash)
       OR entry.posted_at <> statement_timestamp()
  ) THEN
    RAISE EXCEPTION 'CHAIN_HEAD_FOLLOWS_THE_LEDGER: an entry must continue its work folder''s chain'
      USING ERRCODE = 'P0001';
  END IF;
  PERFORM bilan_mark_posting();
  UPDATE work_folder folder SET posted_entry_count = last.chain_position, chain_head_hash = last.hash
  FROM (
    SELECT DISTINCT ON (work_folder_id) company_id, work_folder_id, chain_position, hash
    FROM new_entries ORDER BY work_folder_id, chain_position DESC
  ) last
  WHERE folder.company_id = last.company_id AND folder.id = last.work_folder_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
ALTER TABLE "exchange_rate" DROP CONSTRAINT "exchange_rate_pkey";
--> statement-breakpoint
ALTER TABLE "exchange_rate" ADD CONSTRAINT "exchange_rate_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "currency_revaluation" DROP CONSTRAINT "currency_revaluation_pkey";
--> statement-breakpoint
ALTER TABLE "currency_revaluation" ADD CONSTRAINT "currency_revaluation_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "currency_revaluation" ADD CONSTRAINT "currency_revaluation_work_folder_id_work_folder_id_fk" FOREIGN KEY ("company_id","work_folder_id") REFERENCES "public"."work_folder"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "currency_revaluation" ADD CONSTRAINT "currency_revaluation_conversion_entry_id_journal_entry_id_fk" FOREIGN KEY ("company_id","conversion_entry_id") REFERENCES "public"."journal_entry"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "currency_revaluation" ADD CONSTRAINT "currency_revaluation_cash_entry_id_journal_entry_id_fk" FOREIGN KEY ("company_id","cash_entry_id") REFERENCES "public"."journal_entry"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "currency_revaluation" ADD CONSTRAINT "currency_revaluation_provision_entry_id_journal_entry_id_fk" FOREIGN KEY ("company_id","provision_entry_id") REFERENCES "public"."journal_entry"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "currency_revaluation" ADD CONSTRAINT "currency_revaluation_reversal_entry_id_journal_entry_id_fk" FOREIGN KEY ("company_id","reversal_entry_id") REFERENCES "public"."journal_entry"("company_id","id") ON DELETE no action ON UPDATE no action;
