CREATE TABLE "security_event" (
	"id" uuid PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"user_id" uuid,
	"company_id" uuid,
	"email" text,
	"address" text NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
ALTER TABLE "login_failure" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "session_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "security_event_user_time" ON "security_event" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "security_event_company_time" ON "security_event" USING btree ("company_id","occurred_at");--> statement-breakpoint
CREATE INDEX "login_failure_address_time" ON "login_failure" USING btree ("address","failed_at");--> statement-breakpoint
-- Security events are append-only like the audit trail (function of migration 0006).
CREATE TRIGGER security_event_append_only BEFORE UPDATE OR DELETE ON security_event
  FOR EACH ROW EXECUTE FUNCTION bilan_refuse_audit_change();
--> statement-breakpoint
CREATE TRIGGER security_event_no_truncate BEFORE TRUNCATE ON security_event
  FOR EACH STATEMENT EXECUTE FUNCTION bilan_refuse_audit_change();
--> statement-breakpoint
-- A revoked session (password change, logout, deactivation) is announced like a membership change
-- (migration 0011), so every API process refuses the user's older tokens at once.
CREATE TRIGGER app_user_session_generation_changed AFTER UPDATE OF "session_generation" ON "app_user"
  FOR EACH ROW WHEN (OLD.session_generation IS DISTINCT FROM NEW.session_generation)
  EXECUTE FUNCTION bilan_notify_membership_change('id');
--> statement-breakpoint
-- Security events concern every company: the tenant role neither reads nor writes them.
REVOKE ALL ON security_event FROM bilan_tenant;
--> statement-breakpoint
-- The monthly balances only grow by what the posting statement adds (src/modules/ledger/ledger.service.ts):
-- no row is deleted, re-keyed or lowered. Any other edit is reported by ledger/verify, which recomputes
-- them from the journal lines.
CREATE OR REPLACE FUNCTION bilan_guard_balance_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE'
     OR NEW.company_id <> OLD.company_id OR NEW.work_folder_id <> OLD.work_folder_id
     OR NEW.account_id <> OLD.account_id OR NEW.sub_account_id IS DISTINCT FROM OLD.sub_account_id
     OR NEW.month <> OLD.month OR NEW.debit < OLD.debit OR NEW.credit < OLD.credit THEN
    RAISE EXCEPTION 'BALANCES_FOLLOW_THE_LEDGER: % on % is refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER account_balance_follows_ledger BEFORE UPDATE OR DELETE ON account_balance
  FOR EACH ROW EXECUTE FUNCTION bilan_guard_balance_change();
--> statement-breakpoint
CREATE TRIGGER account_balance_no_truncate BEFORE TRUNCATE ON account_balance
  FOR EACH STATEMENT EXECUTE FUNCTION bilan_guard_balance_change();
--> statement-breakpoint
-- A work folder's chain head only moves forward, onto the entry the posting statement just appended
-- at that position: it cannot be rewound over a deleted entry nor pointed at another hash. An AFTER
-- trigger sees the entries the same statement inserted.
CREATE OR REPLACE FUNCTION bilan_guard_chain_head() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.posted_entry_count < OLD.posted_entry_count
     OR (NEW.posted_entry_count = OLD.posted_entry_count AND NEW.chain_head_hash <> OLD.chain_head_hash)
     OR (NEW.posted_entry_count > OLD.posted_entry_count AND NOT EXISTS (
       SELECT 1 FROM journal_entry
       WHERE work_folder_id = NEW.id AND chain_position = NEW.posted_entry_count AND hash = NEW.chain_head_hash)) THEN
    RAISE EXCEPTION 'CHAIN_HEAD_FOLLOWS_THE_LEDGER: the head of work folder % cannot move there', NEW.id
      USING ERRCODE = 'P0001';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER work_folder_chain_head_follows_ledger
  AFTER UPDATE OF posted_entry_count, chain_head_hash ON work_folder
  FOR EACH ROW EXECUTE FUNCTION bilan_guard_chain_head();
