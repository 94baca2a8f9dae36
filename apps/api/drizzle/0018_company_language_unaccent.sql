-- The company's language (docs/decisions/0013-company-language-and-search.md): the labels the books write by
-- themselves follow it. It was the settings' default language, French until saved otherwise; it moves
-- to the company row, which signup fills from the interface language. Existing companies keep what
-- their settings showed: the saved language, else French.
ALTER TABLE "company" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_language_supported" CHECK ("company"."language" in ('fr', 'en'));--> statement-breakpoint
-- Row-level security is forced on the settings even for their owner: lifted for this one read, so a
-- migration run by a non-superuser owner reads every company's settings too.
ALTER TABLE company_settings NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE company SET language = CASE WHEN settings.default_language = 'fr' THEN 'fr' ELSE 'en' END
  FROM company_settings AS settings WHERE settings.company_id = company.id;--> statement-breakpoint
ALTER TABLE company_settings FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "company_settings" DROP COLUMN "default_language";--> statement-breakpoint
-- Search ignores accents and case: "zebulon" finds "Zébulon". unaccent is a contrib extension of
-- PostgreSQL, shipped beside pg_trgm (migration 0009), which the search needs already; a server
-- without it stops the migration with a message naming the fix rather than searching differently.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_available_extensions WHERE name = 'unaccent') THEN
    RAISE EXCEPTION 'Bilan needs the PostgreSQL extension unaccent (in the contrib modules, like pg_trgm): install it on the database server (postgresql-contrib), then start again.';
  END IF;
END
$$;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is STABLE (its dictionary could be changed), so an index cannot hold it. This wrapper
-- names the dictionary and its schema, so its answer depends on its argument alone: IMMUTABLE, usable
-- in expression indexes, and safe under the fixed search_path of maintenance operations (PostgreSQL 17).
-- Accents first, then case: "É" becomes "E", then "e", whatever the database's collation.
CREATE OR REPLACE FUNCTION bilan_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $function$ SELECT pg_catalog.lower(public.unaccent('public.unaccent'::regdictionary, input)) $function$;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION bilan_fold(text) TO bilan_tenant;--> statement-breakpoint
DROP INDEX "accounting_document_reference_trgm";--> statement-breakpoint
DROP INDEX "accounting_document_reference_lower";--> statement-breakpoint
DROP INDEX "accounting_document_label_trgm";--> statement-breakpoint
DROP INDEX "party_name_trgm";--> statement-breakpoint
DROP INDEX "party_code_trgm";--> statement-breakpoint
CREATE INDEX "accounting_document_party" ON "accounting_document" USING btree ("company_id","party_id","document_date");--> statement-breakpoint
CREATE INDEX "accounting_document_reference_trgm" ON "accounting_document" USING gin (bilan_fold("reference") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "accounting_document_reference_lower" ON "accounting_document" USING btree ("company_id",bilan_fold("reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accounting_document_label_trgm" ON "accounting_document" USING gin (bilan_fold("label") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "party_name_trgm" ON "party" USING gin (bilan_fold("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "party_code_trgm" ON "party" USING gin (bilan_fold("code") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The search functions of migration 0009, comparing folded texts (entry numbers, which the books
-- write in capitals and digits, keep their lower-case index). Documents are also found by their
-- party's name (three characters or more), after every other match, latest first.
CREATE OR REPLACE FUNCTION bilan_search_documents(search_text text, max_rows integer)
RETURNS TABLE (document_id uuid, match_rank integer)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $function$
DECLARE
  tenant uuid := nullif(current_setting('bilan.company_id', true), '')::uuid;
  folded text := bilan_fold(search_text);
  -- The text as a LIKE pattern fragment: its own %, _ and \ match themselves.
  literal text := replace(replace(replace(lower(search_text), '\', '\\'), '%', '\%'), '_', '\_');
  folded_literal text := replace(replace(replace(bilan_fold(search_text), '\', '\\'), '%', '\%'), '_', '\_');
  containing boolean;
BEGIN
  IF tenant IS NULL OR coalesce(search_text, '') = '' THEN
    RETURN;
  END IF;
  -- Containing the text needs three characters (a trigram) to use an index at all, and is not looked
  -- for when a number or reference equals the text: that is the document asked for.
  containing := length(search_text) >= 3
    AND NOT EXISTS (SELECT FROM journal_entry
      WHERE company_id = tenant AND lower(number) = lower(search_text) AND source_type = 'DOCUMENT')
    AND NOT EXISTS (SELECT FROM accounting_document WHERE company_id = tenant AND bilan_fold(reference) = folded);
  -- Numbers and references equal to or starting with the text come from the pattern-ordered indexes,
  -- latest number first.
  RETURN QUERY EXECUTE $query$
    WITH hits (id, rank, position) AS (
      (SELECT source_id, 0, 0::bigint FROM journal_entry
        WHERE company_id = $1 AND lower(number) = $2 AND source_type = 'DOCUMENT' LIMIT $5)
      UNION ALL
      (SELECT id, 0, 0::bigint FROM accounting_document WHERE company_id = $1 AND bilan_fold(reference) = $6 LIMIT $5)
      UNION ALL
      (SELECT source_id, 1, row_number() OVER () FROM (
        SELECT source_id FROM journal_entry
        WHERE company_id = $1 AND lower(number) LIKE $3 || '%' AND source_type = 'DOCUMENT'
        ORDER BY lower(number) USING ~>~ LIMIT $5) AS starting)
      UNION ALL
      (SELECT id, 1, row_number() OVER () FROM (
        SELECT id FROM accounting_document WHERE company_id = $1 AND bilan_fold(reference) LIKE $7 || '%'
        ORDER BY bilan_fold(reference) USING ~>~ LIMIT $5) AS starting)
      UNION ALL
      (SELECT source_id, 2, 0::bigint FROM journal_entry
        WHERE $4 AND company_id = $1 AND number ILIKE '%' || $3 || '%' AND source_type = 'DOCUMENT' LIMIT $5)
      UNION ALL
      (SELECT id, 2, 0::bigint FROM accounting_document
        WHERE $4 AND company_id = $1 AND bilan_fold(reference) LIKE '%' || $7 || '%' LIMIT $5)
      UNION ALL
      (SELECT id, 3, 0::bigint FROM accounting_document
        WHERE $4 AND company_id = $1 AND bilan_fold(label) LIKE '%' || $7 || '%' LIMIT $5)
      UNION ALL
      (SELECT id, 4, row_number() OVER () FROM (
        SELECT document.id FROM accounting_document AS document
        WHERE $4 AND document.company_id = $1 AND document.party_id IN (
          SELECT party.id FROM party WHERE party.company_id = $1 AND bilan_fold(party.name) LIKE '%' || $7 || '%' LIMIT $5)
        ORDER BY document.document_date DESC LIMIT $5) AS of_party)
    )
    SELECT id, min(rank) FROM hits WHERE id IS NOT NULL GROUP BY id ORDER BY min(rank), min(position) LIMIT $5
  $query$ USING tenant, lower(search_text), literal, containing, max_rows, folded, folded_literal;
END
$function$;
--> statement-breakpoint
-- Parties: code or name equal to the text, starting with it, a word of the name starting with it, then
-- containing it (three characters or more), or a phone containing its digits (typed with separators),
-- names and codes compared folded.
CREATE OR REPLACE FUNCTION bilan_search_parties(search_text text, max_rows integer)
RETURNS TABLE (party_id uuid, match_rank integer)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $function$
DECLARE
  tenant uuid := nullif(current_setting('bilan.company_id', true), '')::uuid;
  literal text := replace(replace(replace(bilan_fold(search_text), '\', '\\'), '%', '\%'), '_', '\_');
  digits text := regexp_replace(search_text, '[\s.()-]', '', 'g');
  matching text;
BEGIN
  IF tenant IS NULL OR coalesce(search_text, '') = '' THEN
    RETURN;
  END IF;
  -- Only conditions a trigram index answers, so PostgreSQL can combine the three indexes.
  IF length(search_text) >= 3 THEN
    matching := $condition$bilan_fold(name) LIKE '%' || $3 || '%' OR bilan_fold(code) LIKE '%' || $3 || '%'$condition$;
    IF digits ~ '^\+?[0-9]{3,}$' THEN
      matching := matching || $condition$ OR phone LIKE '%' || $4 || '%'$condition$;
    END IF;
  ELSE
    matching := $condition$bilan_fold(code) LIKE $3 || '%' OR bilan_fold(name) LIKE $3 || '%' OR bilan_fold(name) LIKE '% ' || $3 || '%'$condition$;
  END IF;
  RETURN QUERY EXECUTE format($query$
    SELECT id, CASE
        WHEN bilan_fold(code) = $2 OR bilan_fold(name) = $2 THEN 0
        WHEN bilan_fold(code) LIKE $3 || '%%' OR bilan_fold(name) LIKE $3 || '%%' THEN 1
        WHEN bilan_fold(name) LIKE '%% ' || $3 || '%%' THEN 2
        ELSE 3 END
    FROM party WHERE company_id = $1 AND (%s)
    ORDER BY 2, lower(name), id LIMIT $5
  $query$, matching) USING tenant, bilan_fold(search_text), literal, digits, max_rows;
END
$function$;
