/**
 * The address of an account's general ledger over a period: what the statements, the trial balance and
 * any other screen link to (/accounting/general-ledger?accountId=…&from=…&to=…).
 */
export function ledgerPath(
  accountId: string,
  period: { from?: string | undefined; to?: string | undefined; beforeClosing?: boolean } = {},
  subAccountId?: string | null,
): string {
  const query = new URLSearchParams({ accountId });
  if (subAccountId) query.set('subAccountId', subAccountId);
  if (period.from) query.set('from', period.from);
  if (period.to) query.set('to', period.to);
  if (period.beforeClosing) query.set('beforeClosing', 'true');
  return `/accounting/general-ledger?${query}`;
}
