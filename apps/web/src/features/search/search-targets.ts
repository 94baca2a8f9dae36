import type { AccountHit, DocumentHit, PartyHit, SearchResults } from '@bilan/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { documentPath } from '../../lib/document-kinds.ts';
import { partyPath } from '../../lib/party-role.ts';
import { foldedMatches } from '../../lib/search-text.ts';
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

/**
 * The results of each kind as targets, in the API's order (best first), at most `perKind` of each.
 * Documents come first, unless every one was found only through its customer or supplier, shown among
 * the parties: then the party typed by name comes before its documents.
 */
export function searchTargets(results: SearchResults, perKind = Number.POSITIVE_INFINITY): SearchTarget[] {
  const documents = results.documents.items.slice(0, perKind).map((hit) => ({ kind: 'document' as const, hit }));
  const parties = results.parties.items.slice(0, perKind).map((hit) => ({ kind: 'party' as const, hit }));
  const accounts = results.accounts.items.slice(0, perKind).map((hit) => ({ kind: 'account' as const, hit }));
  return foundThroughParties(results)
    ? [...parties, ...documents, ...accounts]
    : [...documents, ...parties, ...accounts];
}

function foundThroughParties(results: SearchResults): boolean {
  const partyIds = new Set(results.parties.items.map((party) => party.id));
  const ownMatch = (hit: DocumentHit) =>
    [hit.number, hit.reference, hit.label].some((text) => text && foldedMatches(text, results.query).length > 0);
  return (
    results.amount === null &&
    results.documents.items.length > 0 &&
    results.documents.items.every((hit) => hit.party && partyIds.has(hit.party.id) && !ownMatch(hit))
  );
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
