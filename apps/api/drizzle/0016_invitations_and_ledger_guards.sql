CREATE TABLE "invitation" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"roles" text[] NOT NULL,
	"profiles" text[] NOT NULL,
	"invited_by" uuid NOT NULL,
	"opens_account" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_invited_by_app_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_company_user" ON "invitation" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "invitation_user" ON "invitation" USING btree ("user_id");--> statement-breakpoint
-- Invitations concern two companies and a person: the tenant role neither reads nor writes them.
REVOKE ALL ON invitation FROM bilan_tenant;
--> statement-breakpoint
-- Only the posting statement writes the monthly balances and moves a chain head (issue #15, item 13;
-- src/modules/ledger/ledger.service.ts). That statement marks itself with bilan_mark_posting(), which
-- sets bilan.posting to the start time of the current statement for the rest of the transaction; the
-- guards accept a write only while the mark names the statement running, so neither an ad-hoc
-- statement nor a later statement of the same transaction can write them. This holds for a superuser
-- connection too (the embedded server's); ledger/verify reports what a superuser does anyway by
-- turning the guards off (docs/threat-model.md).
CREATE OR REPLACE FUNCTION bilan_mark_posting() RETURNS boolean LANGUAGE sql VOLATILE AS $$
  SELECT set_config('bilan.posting', statement_timestamp()::text, true) IS NOT NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bilan_is_posting() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('bilan.posting', true) = statement_timestamp()::text, false)
$$;
--> statement-breakpoint
-- The guard of migration 0013, which kept balances from being lowered, re-keyed or deleted, now also
-- refuses any insert or update outside the posting statement.
CREATE OR REPLACE FUNCTION bilan_guard_balance_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND bilan_is_posting() THEN
    RETURN NEW;
  END IF;
  IF TG_OP <> 'UPDATE' OR NOT bilan_is_posting()
     OR NEW.company_id <> OLD.company_id OR NEW.work_folder_id <> OLD.work_folder_id
     OR NEW.account_id <> OLD.account_id OR NEW.sub_account_id IS DISTINCT FROM OLD.sub_account_id
     OR NEW.month <> OLD.month OR NEW.debit < OLD.debit OR NEW.credit < OLD.credit THEN
    RAISE EXCEPTION 'BALANCES_FOLLOW_THE_LEDGER: % on % is refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS account_balance_follows_ledger ON account_balance;
--> statement-breakpoint
CREATE TRIGGER account_balance_follows_ledger BEFORE INSERT OR UPDATE OR DELETE ON account_balance
  FOR EACH ROW EXECUTE FUNCTION bilan_guard_balance_change();
--> statement-breakpoint
-- The chain head guard of migration 0013, now also bound to the posting statement.
CREATE OR REPLACE FUNCTION bilan_guard_chain_head() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.posted_entry_count, NEW.chain_head_hash) IS DISTINCT FROM (OLD.posted_entry_count, OLD.chain_head_hash)
     AND NOT bilan_is_posting() THEN
    RAISE EXCEPTION 'CHAIN_HEAD_FOLLOWS_THE_LEDGER: the head of work folder % moves only by posting', NEW.id
      USING ERRCODE = 'P0001';
  END IF;
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
-- A work folder starts at the genesis of its chain: it cannot be created with a head of its own.
CREATE OR REPLACE FUNCTION bilan_guard_new_chain_head() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.posted_entry_count <> 0 OR NEW.chain_head_hash <> repeat('0', 64) THEN
    RAISE EXCEPTION 'CHAIN_HEAD_FOLLOWS_THE_LEDGER: work folder % must start at the genesis', NEW.id
      USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER work_folder_starts_at_genesis BEFORE INSERT ON work_folder
  FOR EACH ROW EXECUTE FUNCTION bilan_guard_new_chain_head();
