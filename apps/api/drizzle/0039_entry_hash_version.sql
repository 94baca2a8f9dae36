-- Entries posted until now were hashed without posted_by and posted_at (chain link version 1): they
-- keep version 1 and verify as they always did; the posting statement writes version 2 from now on
-- (src/modules/ledger/entry-hash.ts). Adding the column with a constant default rewrites no row.
ALTER TABLE "journal_entry" ADD COLUMN "hash_version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entry" ALTER COLUMN "hash_version" SET DEFAULT 2;
