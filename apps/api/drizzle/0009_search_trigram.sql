-- Trigram indexes (pg_trgm, a contrib extension of PostgreSQL and a bundle PGlite loads) serve the
-- company search: ILIKE '%text%' reads them instead of every row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "accounting_document_reference_trgm" ON "accounting_document" USING gin ("reference" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "accounting_document_reference_lower" ON "accounting_document" USING btree ("company_id",lower("reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accounting_document_label_trgm" ON "accounting_document" USING gin ("label" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "accounting_document_draft" ON "accounting_document" USING btree ("company_id","updated_at") WHERE "accounting_document"."state" = 'DRAFT';--> statement-breakpoint
CREATE INDEX "journal_entry_number_trgm" ON "journal_entry" USING gin ("number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "journal_entry_number_lower" ON "journal_entry" USING btree ("company_id",lower("number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "journal_line_debit" ON "journal_line" USING btree ("company_id","debit");--> statement-breakpoint
CREATE INDEX "journal_line_credit" ON "journal_line" USING btree ("company_id","credit");--> statement-breakpoint
CREATE INDEX "party_name_trgm" ON "party" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "party_code_trgm" ON "party" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "party_phone_trgm" ON "party" USING gin ("phone" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
-- Row-level security keeps an index from serving ILIKE: PostgreSQL evaluates a qual that is not
-- leakproof (texticlike is not) only after the policy's own, so under the tenant role every search
-- would read every row of the company. These two functions find matching ids as their owner, inside
-- the tenant's own company (the same bilan.company_id setting the policies read), and return only ids
-- and ranks: the caller reads the rows themselves back under row-level security. When the owner does
-- not bypass row-level security (not a superuser), the policies apply inside too: same answers, slower.
-- Ranks: 0 equal to the text, 1 starting with it, 2 containing it, 3 containing it in a lesser field.
-- Queries run through EXECUTE so each is planned with its actual text: a common word ("2026") reads a
-- few rows in table order, a rare one reads the trigram index.
CREATE OR REPLACE FUNCTION bilan_search_documents(search_text text, max_rows integer)
RETURNS TABLE (document_id uuid, match_rank integer)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $function$
DECLARE
  tenant uuid := nullif(current_setting('bilan.company_id', true), '')::uuid;
  -- The text as a LIKE pattern fragment: its own %, _ and \ match themselves.
  literal text := replace(replace(replace(lower(search_text), '\', '\\'), '%', '\%'), '_', '\_');
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
    AND NOT EXISTS (SELECT FROM accounting_document WHERE company_id = tenant AND lower(reference) = lower(search_text));
  -- Numbers and references equal to or starting with the text come from the pattern-ordered indexes,
  -- latest number first.
  RETURN QUERY EXECUTE $query$
    WITH hits (id, rank, position) AS (
      (SELECT source_id, 0, 0::bigint FROM journal_entry
        WHERE company_id = $1 AND lower(number) = $2 AND source_type = 'DOCUMENT' LIMIT $5)
      UNION ALL
      (SELECT id, 0, 0::bigint FROM accounting_document WHERE company_id = $1 AND lower(reference) = $2 LIMIT $5)
      UNION ALL
      (SELECT source_id, 1, row_number() OVER () FROM (
        SELECT source_id FROM journal_entry
        WHERE company_id = $1 AND lower(number) LIKE $3 || '%' AND source_type = 'DOCUMENT'
        ORDER BY lower(number) USING ~>~ LIMIT $5) AS starting)
      UNION ALL
      (SELECT id, 1, row_number() OVER () FROM (
        SELECT id FROM accounting_document WHERE company_id = $1 AND lower(reference) LIKE $3 || '%'
        ORDER BY lower(reference) USING ~>~ LIMIT $5) AS starting)
      UNION ALL
      (SELECT source_id, 2, 0::bigint FROM journal_entry
        WHERE $4 AND company_id = $1 AND number ILIKE '%' || $3 || '%' AND source_type = 'DOCUMENT' LIMIT $5)
      UNION ALL
      (SELECT id, 2, 0::bigint FROM accounting_document
        WHERE $4 AND company_id = $1 AND reference ILIKE '%' || $3 || '%' LIMIT $5)
      UNION ALL
      (SELECT id, 3, 0::bigint FROM accounting_document
        WHERE $4 AND company_id = $1 AND label ILIKE '%' || $3 || '%' LIMIT $5)
    )
    SELECT id, min(rank) FROM hits WHERE id IS NOT NULL GROUP BY id ORDER BY min(rank), min(position) LIMIT $5
  $query$ USING tenant, lower(search_text), literal, containing, max_rows;
END
$function$;
--> statement-breakpoint
-- Parties: code or name equal to the text, starting with it, a word of the name starting with it, then
-- containing it (three characters or more), or a phone containing its digits (typed with separators).
CREATE OR REPLACE FUNCTION bilan_search_parties(search_text text, max_rows integer)
RETURNS TABLE (party_id uuid, match_rank integer)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $function$
DECLARE
  tenant uuid := nullif(current_setting('bilan.company_id', true), '')::uuid;
  literal text := replace(replace(replace(lower(search_text), '\', '\\'), '%', '\%'), '_', '\_');
  digits text := regexp_replace(search_text, '[\s.()-]', '', 'g');
  matching text;
BEGIN
  IF tenant IS NULL OR coalesce(search_text, '') = '' THEN
    RETURN;
  END IF;
  -- Only conditions a trigram index answers, so PostgreSQL can combine the three indexes.
  IF length(search_text) >= 3 THEN
    matching := $condition$name ILIKE '%' || $3 || '%' OR code ILIKE '%' || $3 || '%'$condition$;
    IF digits ~ '^\+?[0-9]{3,}$' THEN
      matching := matching || $condition$ OR phone LIKE '%' || $4 || '%'$condition$;
    END IF;
  ELSE
    matching := $condition$code ILIKE $3 || '%' OR name ILIKE $3 || '%' OR name ILIKE '% ' || $3 || '%'$condition$;
  END IF;
  RETURN QUERY EXECUTE format($query$
    SELECT id, CASE
        WHEN lower(code) = $2 OR lower(name) = $2 THEN 0
        WHEN code ILIKE $3 || '%%' OR name ILIKE $3 || '%%' THEN 1
        WHEN name ILIKE '%% ' || $3 || '%%' THEN 2
        ELSE 3 END
    FROM party WHERE company_id = $1 AND (%s)
    ORDER BY 2, lower(name), id LIMIT $5
  $query$, matching) USING tenant, lower(search_text), literal, digits, max_rows;
END
$function$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION bilan_search_documents(text, integer), bilan_search_parties(text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION bilan_search_documents(text, integer), bilan_search_parties(text, integer) TO bilan_tenant;
