-- A cancelled loan or repayment keeps its row and its entry; only the reversing entry's id is written
-- on it (payments/foreign-loans.service.ts, cancelLoan / cancelRepayment).
GRANT UPDATE (reversal_entry_id) ON foreign_loan TO bilan_tenant;
--> statement-breakpoint
GRANT UPDATE (reversal_entry_id) ON foreign_loan_repayment TO bilan_tenant;
