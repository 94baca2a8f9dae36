-- The outbox (mail.table.ts). A company's mails are its rows: the tenant role reads them and queues
-- new ones, never changes or removes one. The mail worker and the system mails (a password reset,
-- which belongs to no company; an invitation, written by the application's own role) act as the
-- role that migrates the books, the application's role, once it marks its transaction with
-- `bilan.mail_system` (mail/outbox.ts): that mark means nothing to the tenant role.
REVOKE ALL ON outbox_mail FROM bilan_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT ON outbox_mail TO bilan_tenant;
--> statement-breakpoint
REVOKE ALL ON password_link FROM bilan_tenant;
--> statement-breakpoint
ALTER TABLE outbox_mail ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE outbox_mail FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON outbox_mail
  USING (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid))
  WITH CHECK (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid));
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format(
    'CREATE POLICY mail_system ON outbox_mail TO %I '
    'USING ((SELECT current_setting(''bilan.mail_system'', true)) = ''on'') '
    'WITH CHECK ((SELECT current_setting(''bilan.mail_system'', true)) = ''on'')',
    current_user);
END
$$;
