ALTER TABLE "company_settings" ADD COLUMN "siren" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "siret" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "vat_number" text;--> statement-breakpoint
-- An account with child accounts is a group and takes no posting (packages/accounting/src/account-tree.ts).
-- Existing companies are brought to that rule without touching a posted line: the French chart gets the
-- leaves 411100 and 445660 (Odoo's codes of 4111 and 44566, which have children); every posting account
-- of the settings that is a group moves to the first leaf under it (521 → 5211, 411 → 4111 or 411100,
-- 701 → 7011, 44566 → 445660…); a party without postings whose sub-account hangs under a group moves
-- to that group's first leaf too. A party with postings keeps its account (its statement reads it).
-- French companies get their SIREN, SIRET and VAT number from the identifiers they typed before
-- (the VAT number was kept as the tax id, the SIRET as the trade register).
-- Each company's rows are changed inside its own tenant setting, so row-level security (forced on
-- the tenant tables) lets the migration see them whatever role runs it.
CREATE FUNCTION bilan_first_leaf(company uuid, account_number text) RETURNS text
LANGUAGE sql STABLE AS $function$
  SELECT a.number FROM company_account a
  WHERE a.company_id = company AND a.active AND length(a.number) >= 3
    AND starts_with(a.number, account_number)
    AND NOT EXISTS (
      SELECT 1 FROM company_account c
      WHERE c.company_id = company AND c.number <> a.number AND starts_with(c.number, a.number))
  ORDER BY a.number COLLATE "C"
  LIMIT 1
$function$;
--> statement-breakpoint
DO $$
DECLARE
  tenant record;
BEGIN
  FOR tenant IN SELECT id, accounting_framework, country_code FROM company LOOP
    PERFORM set_config('bilan.company_id', tenant.id::text, true);
    IF tenant.accounting_framework = 'PCG' THEN
      INSERT INTO company_account (id, company_id, number, custom_label, class_number, nature, is_group, ref_account_number)
      SELECT gen_random_uuid(), tenant.id, leaf.number, NULL, '4', 'asset', false, leaf.number
      FROM (VALUES ('411100'), ('445660')) AS leaf(number)
      WHERE NOT EXISTS (SELECT 1 FROM company_account a WHERE a.company_id = tenant.id AND a.number = leaf.number);
    END IF;
    UPDATE company_settings s SET posting_accounts = (
      SELECT jsonb_object_agg(entry.key, CASE jsonb_typeof(entry.value)
        WHEN 'string' THEN to_jsonb(coalesce(bilan_first_leaf(tenant.id, entry.value #>> '{}'), entry.value #>> '{}'))
        WHEN 'object' THEN coalesce((
          SELECT jsonb_object_agg(inner_entry.key,
            to_jsonb(coalesce(bilan_first_leaf(tenant.id, inner_entry.value #>> '{}'), inner_entry.value #>> '{}')))
          FROM jsonb_each(entry.value) AS inner_entry), '{}'::jsonb)
        ELSE entry.value END)
      FROM jsonb_each(s.posting_accounts) AS entry)
    WHERE s.company_id = tenant.id AND jsonb_typeof(s.posting_accounts) = 'object' AND s.posting_accounts <> '{}'::jsonb;
    UPDATE sub_account sa SET account_id = leaf.id
    FROM company_account current_account, company_account leaf
    WHERE sa.company_id = tenant.id AND sa.party_id IS NOT NULL
      AND current_account.id = sa.account_id
      AND leaf.company_id = tenant.id AND leaf.number = bilan_first_leaf(tenant.id, current_account.number)
      AND leaf.id <> current_account.id
      AND NOT EXISTS (SELECT 1 FROM account_balance b WHERE b.company_id = tenant.id AND b.sub_account_id = sa.id);
    IF tenant.country_code = 'FR' THEN
      UPDATE company_settings s SET
        vat_number = CASE WHEN upper(regexp_replace(coalesce(s.tax_id, ''), '\s', '', 'g')) ~ '^FR[0-9A-Z]{2}[0-9]{9}$'
          THEN upper(regexp_replace(s.tax_id, '\s', '', 'g')) END,
        siret = CASE WHEN regexp_replace(coalesce(s.trade_register, ''), '\s', '', 'g') ~ '^[0-9]{14}$'
          THEN regexp_replace(s.trade_register, '\s', '', 'g') END
      WHERE s.company_id = tenant.id AND s.vat_number IS NULL AND s.siret IS NULL;
      UPDATE company_settings s SET siren = coalesce(left(s.siret, 9), right(s.vat_number, 9),
          CASE WHEN regexp_replace(coalesce(s.tax_id, ''), '\s', '', 'g') ~ '^[0-9]{9}$'
            THEN regexp_replace(s.tax_id, '\s', '', 'g') END)
      WHERE s.company_id = tenant.id AND s.siren IS NULL;
    END IF;
  END LOOP;
  PERFORM set_config('bilan.company_id', '', true);
END
$$;
--> statement-breakpoint
DROP FUNCTION bilan_first_leaf(uuid, text);
