import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './constants.ts';
import { isoDateSchema, uuidSchema } from './fields.ts';
import { documentStateSchema, documentTypeSchema } from './ledger.ts';
import { partyRoleSchema } from './parties.ts';

/** Longest search text; a blank one is answered 400 SEARCH_QUERY_REQUIRED. */
export const SEARCH_TEXT_MAX_LENGTH = 100;
/** Hits per kind of result: the best ones; `more` says whether others matched. */
export const SEARCH_HITS_PER_KIND = 10;

/**
 * `GET /v1/companies/{companyId}/search?q=`. The text is trimmed; an empty or absent one is refused by
 * the API with its own code (SEARCH_QUERY_REQUIRED) rather than a generic validation failure.
 */
export const searchQuerySchema = z.strictObject({
  q: z.string().trim().max(SEARCH_TEXT_MAX_LENGTH, { error: 'SEARCH_QUERY_TOO_LONG' }).default(''),
  /** The language of account labels; else Accept-Language. */
  lang: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A journal entry, invoice, credit note or bill; `amount` is its total (including tax for invoices). */
export const documentHitSchema = z.object({
  id: uuidSchema,
  workFolderId: uuidSchema,
  type: documentTypeSchema,
  state: documentStateSchema,
  /** The posted entry's number; null for a draft. */
  number: z.string().nullable(),
  reference: z.string().nullable(),
  label: z.string().nullable(),
  date: isoDateSchema,
  amount: z.string(),
  party: z.object({ id: uuidSchema, role: partyRoleSchema, name: z.string() }).nullable(),
});
export type DocumentHit = z.infer<typeof documentHitSchema>;

export const partyHitSchema = z.object({
  id: uuidSchema,
  role: partyRoleSchema,
  code: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  active: z.boolean(),
});
export type PartyHit = z.infer<typeof partyHitSchema>;

/** An account of the company's chart; `label` is in the reader's language unless the company renamed it. */
export const accountHitSchema = z.object({
  id: uuidSchema,
  number: z.string(),
  label: z.string(),
  class: z.string(),
  isGroup: z.boolean(),
  active: z.boolean(),
});
export type AccountHit = z.infer<typeof accountHitSchema>;

function hitsSchema<Hit extends z.ZodType>(hit: Hit) {
  return z.object({ items: z.array(hit), more: z.boolean() });
}

/** Best matches first in each kind: equal, then starting with the text, then containing it. */
export const searchResultsSchema = z.object({
  query: z.string(),
  /** The amount the text was read as (documents whose total equals it were searched too), or null. */
  amount: z.string().nullable(),
  documents: hitsSchema(documentHitSchema),
  parties: hitsSchema(partyHitSchema),
  accounts: hitsSchema(accountHitSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
