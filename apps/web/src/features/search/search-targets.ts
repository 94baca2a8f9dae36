import type { AccountHit, DocumentHit, PartyHit, SearchResults } from '@bilan/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { documentPath } from '../../lib/document-kinds.ts';
import { partyPath } from '../../lib/party-role.ts';
import { readStored, writeStored } from '../../lib/storage.ts';

/** One result of a search, whatever its kind: the thing the user opens. */
export type SearchTarget =
  | { kind: 'document'; hit: DocumentHit }
  | { kind: 'party'; hit: PartyHit }
  | { kind: 'account'; hit: AccountHit };

/** Typing waits this long before a search is asked for. */
export const SEARCH_DEBOUNCE_MS = 250;

export const SEARCH_KINDS = ['documents', 'parties', 'accounts'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The results of each kind as targets, in the API's order (best first), at most `perKind` of each. */
export function searchTargets(results: SearchResults, perKind = Number.POSITIVE_INFINITY): SearchTarget[] {
  return [
    ...results.documents.items.slice(0, perKind).map((hit) => ({ kind: 'document' as const, hit })),
    ...results.parties.items.slice(0, perKind).map((hit) => ({ kind: 'party' as const, hit })),
    ...results.accounts.items.slice(0, perKind).map((hit) => ({ kind: 'account' as const, hit })),
  ];
}

/**
 * The screen of a result: a journal entry names its work folder in the address; an invoice, credit
 * note or bill opens in the current folder (see `useOpenSearchTarget`); an account opens the chart
 * filtered on its number.
 */
export function searchTargetPath(target: SearchTarget): string {
  if (target.kind === 'party') return partyPath(target.hit.role, target.hit.id);
  if (target.kind === 'account') return `/apps/accounting/chart-of-accounts?q=${encodeURIComponent(target.hit.number)}`;
  const { hit } = target;
  return (
    documentPath(hit.type, hit.id) ??
    `/accounting/entries/${encodeURIComponent(hit.id)}?workFolder=${encodeURIComponent(hit.workFolderId)}`
  );
}

/** Before an invoice of another work folder opens, that folder becomes the current one (as /workfolder does). */
export function selectTargetFolder(target: SearchTarget): void {
  if (target.kind !== 'document' || target.hit.type === 'JOURNAL_ENTRY') return;
  if (readStored('workFolderId') !== target.hit.workFolderId) writeStored('workFolderId', target.hit.workFolderId);
}

/** Opens a result's screen from code (the keyboard of the spotlight); links call `selectTargetFolder` themselves. */
export function useOpenSearchTarget(): (target: SearchTarget) => void {
  const navigate = useNavigate();
  return useCallback(
    (target: SearchTarget) => {
      selectTargetFolder(target);
      navigate(searchTargetPath(target));
    },
    [navigate],
  );
}

export function searchPagePath(text: string): string {
  return `/search?${new URLSearchParams({ q: text })}`;
}
