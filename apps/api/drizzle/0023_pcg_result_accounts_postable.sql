-- The French chart had 1209 under 120, which made 120 (the year's profit, where closing books it) a group
-- account that takes no posting: the appropriation 120 D / 1068 C was refused. The official PCG
-- (règlement ANC 2014-03, art. 941-12) has no subdivision of 120, so 1209 leaves the reference chart and
-- every French company's chart where nothing refers to it; a 1209 something refers to (a posted line, a
-- balance, a document) stays, with its history: that company's 120 stays a group until it is retired.
-- Each company's rows are changed inside its own tenant setting, so row-level security lets the
-- migration see them whatever role runs it.
DO $$
DECLARE
  tenant record;
BEGIN
  FOR tenant IN SELECT id FROM company WHERE accounting_framework = 'PCG' LOOP
    PERFORM set_config('bilan.company_id', tenant.id::text, true);
    BEGIN
      DELETE FROM company_account WHERE company_id = tenant.id AND number = '1209';
    EXCEPTION WHEN foreign_key_violation THEN
      NULL;
    END;
    UPDATE company_account SET is_group = false
    WHERE company_id = tenant.id AND number = '120'
      AND NOT EXISTS (SELECT 1 FROM company_account c WHERE c.company_id = tenant.id AND c.number = '1209');
  END LOOP;
  PERFORM set_config('bilan.company_id', '', true);
END $$;
--> statement-breakpoint
DELETE FROM ref_account WHERE framework = 'PCG' AND number = '1209';
--> statement-breakpoint
UPDATE ref_account SET is_group = false WHERE framework = 'PCG' AND number = '120';
