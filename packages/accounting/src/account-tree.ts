/**
 * Which accounts of a chart are groups (docs/architecture.md, The ledger's invariants): a class or a
 * two-digit heading, or an account some longer number of the chart starts with (521 when 5211 exists).
 * A group is a heading: it sums its children and takes no posting. The chart (`isGroup`) and the
 * ledger's postable check both ask this function, so what the chart shows as a group is refused at posting.
 */
export function isGroupAccount(number: string, chartNumbers: Iterable<string>): boolean {
  if (number.length < 3) return true;
  for (const other of chartNumbers) {
    if (other.length > number.length && other.startsWith(number)) return true;
  }
  return false;
}

/** The group accounts of a whole chart, by the rule of `isGroupAccount`, in one pass over its numbers. */
export function groupAccountNumbers(chartNumbers: Iterable<string>): Set<string> {
  const numbers = new Set(chartNumbers);
  const groups = new Set<string>();
  for (const number of numbers) {
    if (number.length < 3) groups.add(number);
    for (let length = 1; length < number.length; length++) {
      const prefix = number.slice(0, length);
      if (numbers.has(prefix)) groups.add(prefix);
    }
  }
  return groups;
}

/**
 * Where a customer's or supplier's sub-account may hang (its control account), by number prefix:
 * customers under 41x; suppliers under 40x, and in SYSCOHADA also 481 (suppliers of fixed assets;
 * the PCG has them at 404, inside 40x).
 */
export function controlAccountPrefixes(
  role: 'CUSTOMER' | 'SUPPLIER',
  framework: 'SYSCOHADA' | 'PCG',
): readonly string[] {
  if (role === 'CUSTOMER') return ['41'];
  return framework === 'SYSCOHADA' ? ['40', '481'] : ['40'];
}

/** A control account a party may take: of the role's prefixes, and postable (not a group of the chart). */
export function isControlAccountFor(
  role: 'CUSTOMER' | 'SUPPLIER',
  framework: 'SYSCOHADA' | 'PCG',
  number: string,
  chartNumbers: Iterable<string>,
): boolean {
  return (
    controlAccountPrefixes(role, framework).some((prefix) => number.startsWith(prefix)) &&
    !isGroupAccount(number, chartNumbers)
  );
}

/** The role of the parties an account follows one by one, if it is a control account of the framework. */
export function partyRoleOfAccount(framework: 'SYSCOHADA' | 'PCG', number: string): 'CUSTOMER' | 'SUPPLIER' | null {
  for (const role of ['CUSTOMER', 'SUPPLIER'] as const) {
    if (controlAccountPrefixes(role, framework).some((prefix) => number.startsWith(prefix))) return role;
  }
  return null;
}

/**
 * Whether a hand-entry line on the account must name a party (docs/decisions/0035-parties-on-every-control-account.md):
 * the customers' and suppliers' accounts 40x and 41x, in both frameworks (PCG 4041 as much as 401). SYSCOHADA 481
 * takes a party but does not require one: class 48 is not the suppliers' ledger, its balance may stand on its own.
 */
export function accountNeedsParty(number: string): boolean {
  return /^4[01]/.test(number);
}
