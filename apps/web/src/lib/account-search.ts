import { normalizeForSearch } from './search-text.ts';

/** What an account picker needs of an account of the chart. */
export interface PickableAccount {
  id: string;
  number: string;
  label: string;
}

/**
 * Entries go to active accounts that are not groups: the chart's `isGroup` is the API's rule
 * (packages/accounting/src/account-tree.ts), the one its ledger refuses ACCOUNT_IS_GROUP by.
 */
export function isPostableAccount(account: { isGroup: boolean; active: boolean }): boolean {
  return account.active && !account.isGroup;
}

export const ACCOUNT_SEARCH_LIMIT = 50;

/**
 * The accounts a query finds, best first: digits find numbers that start with them ("521" → 521,
 * 5211…); words find labels containing every word, accents and case ignored ("banq" → Banques).
 * A mixed query ("52 ecobank") needs the number to start with the digits and the label to hold the words.
 */
export function searchAccounts<Account extends PickableAccount>(
  accounts: readonly Account[],
  query: string,
  limit = ACCOUNT_SEARCH_LIMIT,
): Account[] {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return accounts.slice(0, limit);
  const digits = words.filter((word) => /^\d+$/.test(word));
  const texts = words.filter((word) => !/^\d+$/.test(word));
  const firstText = texts[0] ?? '';
  // Three tiers, each kept in the chart's order: number or label-start matches, label matches, digits in labels.
  const tiers: [Account[], Account[], Account[]] = [[], [], []];
  for (const account of accounts) {
    const label = normalizeForSearch(account.label);
    const numberMatches = digits.every((word) => account.number.startsWith(word));
    if (numberMatches && texts.every((word) => label.includes(word))) {
      tiers[texts.length === 0 || label.startsWith(firstText) ? 0 : 1].push(account);
    } else if (texts.length === 0 && digits.every((word) => label.includes(word))) {
      tiers[2].push(account);
    }
  }
  return tiers.flat().slice(0, limit);
}
