import type { ChartOfAccounts, CompanyAccount } from '@bilan/contract';
import { normalizeForSearch } from '../../lib/search-text.ts';

/** The chart as a tree: classes, their top accounts, and each account's children (from parentNumber). */
export interface ChartTree {
  classes: { number: string; label: string; rootIds: string[]; accountCount: number }[];
  byId: ReadonlyMap<string, CompanyAccount>;
  childIds: ReadonlyMap<string, readonly string[]>;
  parentId: ReadonlyMap<string, string | null>;
}

export type ChartRow =
  | { kind: 'class'; key: string; number: string; label: string; accountCount: number; expanded: boolean }
  | {
      kind: 'account';
      key: string;
      account: CompanyAccount;
      depth: number;
      hasChildren: boolean;
      expanded: boolean;
      matches: boolean;
    };

export const classKey = (classNumber: string) => `class:${classNumber}`;

export function buildChartTree(chart: ChartOfAccounts): ChartTree {
  const byId = new Map<string, CompanyAccount>();
  const idOfNumber = new Map<string, string>();
  for (const group of chart) {
    for (const account of group.accounts) {
      byId.set(account.id, account);
      idOfNumber.set(account.number, account.id);
    }
  }
  const childIds = new Map<string, string[]>();
  const parentId = new Map<string, string | null>();
  const classes = chart.map((group) => {
    const rootIds: string[] = [];
    for (const account of group.accounts) {
      const parent = account.parentNumber ? (idOfNumber.get(account.parentNumber) ?? null) : null;
      parentId.set(account.id, parent);
      if (parent === null) rootIds.push(account.id);
      else childIds.set(parent, [...(childIds.get(parent) ?? []), account.id]);
    }
    return { number: group.class, label: group.label, rootIds, accountCount: group.accounts.length };
  });
  return { classes, byId, childIds, parentId };
}

/** Digits find numbers (and sub-account numbers) that start with them; words find labels that hold them all. */
export function accountMatches(account: CompanyAccount, query: string): boolean {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  const texts = [
    { number: account.number, label: normalizeForSearch(account.label) },
    ...account.subAccounts.map((sub) => ({ number: sub.number.toLowerCase(), label: normalizeForSearch(sub.label) })),
  ];
  return texts.some(({ number, label }) =>
    words.every((word) => (/^\d+$/.test(word) ? number.startsWith(word) : label.includes(word) || number === word)),
  );
}

/**
 * The rows to draw, in order. Without a query: the classes, and the accounts under what the user
 * expanded (everything starts collapsed). With a query: only the matching accounts and the accounts
 * above them, all opened, so every match is visible at once.
 */
export function visibleChartRows(tree: ChartTree, expanded: ReadonlySet<string>, query: string): ChartRow[] {
  const searching = query.trim() !== '';
  const shown = searching ? shownForQuery(tree, query) : null;
  const rows: ChartRow[] = [];
  const visit = (id: string, depth: number) => {
    const account = tree.byId.get(id);
    if (!account || (shown && !shown.has(id))) return;
    const children = (tree.childIds.get(id) ?? []).filter((child) => !shown || shown.has(child));
    const isOpen = shown ? children.length > 0 : expanded.has(id);
    rows.push({
      kind: 'account',
      key: id,
      account,
      depth,
      hasChildren: children.length > 0,
      expanded: isOpen && children.length > 0,
      matches: shown ? accountMatches(account, query) : false,
    });
    if (isOpen) for (const child of children) visit(child, depth + 1);
  };
  for (const group of tree.classes) {
    const roots = shown ? group.rootIds.filter((id) => shown.has(id)) : group.rootIds;
    if (shown && roots.length === 0) continue;
    const isOpen = shown !== null || expanded.has(classKey(group.number));
    rows.push({
      kind: 'class',
      key: classKey(group.number),
      number: group.number,
      label: group.label,
      accountCount: group.accountCount,
      expanded: isOpen,
    });
    if (isOpen) for (const id of roots) visit(id, 0);
  }
  return rows;
}

function shownForQuery(tree: ChartTree, query: string): Set<string> {
  const shown = new Set<string>();
  for (const account of tree.byId.values()) {
    if (!accountMatches(account, query)) continue;
    for (let id: string | null = account.id; id !== null && !shown.has(id); id = tree.parentId.get(id) ?? null) {
      shown.add(id);
    }
  }
  return shown;
}

/** The nearest account of the chart above a new number (521 for 52110001): where the new account will sit. */
export function parentAccountOf(tree: ChartTree, number: string): CompanyAccount | null {
  const numbers = new Map([...tree.byId.values()].map((account) => [account.number, account]));
  for (let length = number.length - 1; length >= 1; length--) {
    const parent = numbers.get(number.slice(0, length));
    if (parent) return parent;
  }
  return null;
}
