import { describe, expect, it } from 'vitest';
import { BANK_CHARGES_ACCOUNTS } from '../../../../web/src/features/payments/components/bank-charges-accounts.ts';
import { bankChargesAccountOf } from './bank-charges.ts';

describe('the bank charges account the payment form announces', () => {
  it('is the one the API books to, read from referentials/bank-charges-accounts.csv', () => {
    expect(BANK_CHARGES_ACCOUNTS).toEqual({
      SYSCOHADA: bankChargesAccountOf('SYSCOHADA'),
      PCG: bankChargesAccountOf('PCG'),
    });
  });
});
