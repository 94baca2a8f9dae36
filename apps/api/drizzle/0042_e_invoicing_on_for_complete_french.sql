-- E-invoicing on for the French companies opened before it was on by default whose settings already
-- carry what their e-invoices need (name, address, city, SIREN, VAT number, IBAN); the others keep it
-- off until their settings are completed (docs/decisions/0031-factur-x-out.md). New French companies
-- are on by default (company.e_invoicing_by_default, set at signup).
UPDATE "company_settings" AS s
SET "e_invoicing" = true
FROM "company" AS c
WHERE c."id" = s."company_id"
  AND c."country_code" = 'FR'
  AND s."e_invoicing" IS DISTINCT FROM true
  AND coalesce(nullif(btrim(s."legal_name"), ''), c."name") IS NOT NULL
  AND nullif(btrim(s."address"), '') IS NOT NULL
  AND nullif(btrim(s."city"), '') IS NOT NULL
  AND nullif(btrim(s."siren"), '') IS NOT NULL
  AND nullif(btrim(s."vat_number"), '') IS NOT NULL
  AND nullif(btrim(s."iban"), '') IS NOT NULL;
