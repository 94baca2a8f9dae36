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
