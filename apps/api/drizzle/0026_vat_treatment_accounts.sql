-- The accounts VAT treatments post to (referentials/SOURCES.md, withholding-taxes.csv and added accounts):
-- French charts get 44520 and 44530, leaves under the groups 4452 and 4453 (reverse-charged VAT due on
-- intra-EU acquisitions of goods and on imports); SYSCOHADA charts get 4458 (VAT withheld at source by
-- customers). A company that already has the number keeps its own account.
-- Each company's rows are written inside its own tenant setting, so row-level security (forced on the
-- tenant tables) lets the migration see them whatever role runs it.
DO $$
DECLARE
  tenant record;
BEGIN
  FOR tenant IN SELECT id, accounting_framework FROM company LOOP
    PERFORM set_config('bilan.company_id', tenant.id::text, true);
    INSERT INTO company_account (id, company_id, number, custom_label, class_number, nature, is_group, ref_account_number)
    SELECT gen_random_uuid(), tenant.id, added.number, NULL, '4', added.nature, false, added.number
    FROM (VALUES ('PCG', '44520', 'liability'), ('PCG', '44530', 'liability'), ('SYSCOHADA', '4458', 'asset'))
      AS added(framework, number, nature)
    WHERE added.framework = tenant.accounting_framework
      AND NOT EXISTS (SELECT 1 FROM company_account a WHERE a.company_id = tenant.id AND a.number = added.number);
  END LOOP;
  PERFORM set_config('bilan.company_id', '', true);
END
$$;
