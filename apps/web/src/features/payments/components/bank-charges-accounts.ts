import type { AccountingFramework } from '@bilan/contract';

/**
 * The account the API books a bank's charges to: referentials/bank-charges-accounts.csv, which the API
 * reads; apps/api/src/modules/payments/bank-charges-accounts.test.ts keeps the two the same.
 */
export const BANK_CHARGES_ACCOUNTS: Record<AccountingFramework, string> = { SYSCOHADA: '6318', PCG: '6278' };
