import type { JournalLine } from './journal-entry.ts';
import type { Amount } from './money.ts';
import { adjustmentLines, type YearEndAccounts, YearEndError } from './year-end-entries.ts';

/**
 * Provisions for risks: long-term ones (SYSCOHADA 19x with 6911 / 7911; PCG 151x with 6815 / 7815) and
 * the short-term ones of SYSCOHADA (499x with 6591 / 7591). The chart's prefixes decide which applies.
 */
const PROVISION_PREFIXES = { long: ['19', '15'], short: ['499'] } as const;

export function provisionTermOf(accountNumber: string, framework: 'SYSCOHADA' | 'PCG'): 'LONG' | 'SHORT' {
  if (framework === 'SYSCOHADA' && PROVISION_PREFIXES.short.some((prefix) => accountNumber.startsWith(prefix))) {
    return 'SHORT';
  }
  const longPrefix = framework === 'SYSCOHADA' ? PROVISION_PREFIXES.long[0] : PROVISION_PREFIXES.long[1];
  if (accountNumber.startsWith(longPrefix)) return 'LONG';
  throw new YearEndError('PROVISION_ACCOUNT_NOT_ALLOWED', `${accountNumber} is not a provision for risks.`);
}

/** The provision brought from its balance `current` to `target`: an allocation or a reversal. */
export function provisionLines(
  input: { label: string; account: { accountNumber: string; accountId?: string }; current: Amount; target: Amount },
  framework: 'SYSCOHADA' | 'PCG',
  accounts: YearEndAccounts,
): JournalLine[] {
  const short = provisionTermOf(input.account.accountNumber, framework) === 'SHORT';
  return adjustmentLines({
    label: input.label,
    current: input.current,
    target: input.target,
    allowance: input.account,
    expense: { accountNumber: short ? accounts.shortTermProvisionExpense : accounts.provisionExpense },
    reversal: { accountNumber: short ? accounts.shortTermProvisionReversal : accounts.provisionReversal },
  });
}
