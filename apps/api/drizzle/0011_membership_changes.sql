-- Every change to a membership, and to a user's pending password change, is announced on the
-- `bilan_membership` channel with the user's id, whoever makes it. API processes keep the membership
-- states their session check reads on every request, and drop a user's when told
-- (src/modules/auth/membership-states.ts). The argument names the column holding the user's id.
CREATE OR REPLACE FUNCTION bilan_notify_membership_change() RETURNS trigger
LANGUAGE plpgsql AS $function$
BEGIN
  PERFORM pg_notify('bilan_membership', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE TRIGGER membership_changed AFTER UPDATE OR DELETE ON "membership"
  FOR EACH ROW EXECUTE FUNCTION bilan_notify_membership_change('user_id');
--> statement-breakpoint
CREATE TRIGGER app_user_password_change_changed AFTER UPDATE OF "must_change_password" ON "app_user"
  FOR EACH ROW WHEN (OLD.must_change_password IS DISTINCT FROM NEW.must_change_password)
  EXECUTE FUNCTION bilan_notify_membership_change('id');
