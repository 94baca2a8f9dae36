CREATE TABLE "audit_event" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "audit_event" ADD CONSTRAINT "audit_event_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_event_time" ON "audit_event" USING btree ("company_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_event_entity" ON "audit_event" USING btree ("company_id","entity_type","entity_id");--> statement-breakpoint
-- The audit trail is append-only like the ledger: nobody rewrites who did what.
CREATE OR REPLACE FUNCTION bilan_refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'AUDIT_IS_APPEND_ONLY: % on % is refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_event_append_only BEFORE UPDATE OR DELETE ON audit_event
  FOR EACH ROW EXECUTE FUNCTION bilan_refuse_audit_change();
--> statement-breakpoint
CREATE TRIGGER audit_event_no_truncate BEFORE TRUNCATE ON audit_event
  FOR EACH STATEMENT EXECUTE FUNCTION bilan_refuse_audit_change();
--> statement-breakpoint
GRANT SELECT, INSERT ON audit_event TO bilan_tenant;
--> statement-breakpoint
ALTER TABLE audit_event ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE audit_event FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON audit_event
  USING (company_id = nullif(current_setting('bilan.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('bilan.company_id', true), '')::uuid);
