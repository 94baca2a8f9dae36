import type { Appropriation } from '@bilan/contract';
import { describe, expect, it } from 'vitest';
import { reviewSplit, suggestedSplit } from './appropriation-split.ts';

/** The French SAS of the API's worked example: profit 1,164.52 €, losses carried forward 200.00. */
const french: Appropriation = {
  workFolderId: 'f',
  nextWorkFolderId: 'n',
  state: 'PENDING',
  result: '1164.52',
  pendingAccountNumber: '120',
  earliestMeetingDate: '2027-01-01',
  meetingDeadline: '2027-06-30',
  capital: '10000.00',
  legalReserve: '950.00',
  legalReserveCeiling: '1000.00',
  legalReserveMinimum: '48.23',
  retainedEarnings: '-200.00',
  distributableProfit: '916.29',
  withholdingRate: '30',
  equity: '11914.52',
  accounts: {
    legalReserve: '1061',
    otherReserves: '1068',
    retainedEarningsCredit: '110',
    retainedEarningsDebit: '119',
    dividends: '457',
    withholdingTax: '4423',
  },
  legalBasis: { legalReserve: 'L232-10', equity: 'L223-42', withholding: 'PFU' },
  entryNumber: null,
  meetingDate: null,
};

const values = (parts: Partial<ReturnType<typeof suggestedSplit>>) => ({ ...suggestedSplit(french), ...parts });

describe('reviewSplit', () => {
  it('starts from the legal reserve minimum, the rest left to place', () => {
    const review = reviewSplit(french, suggestedSplit(french), 2);
    expect(review).toMatchObject({ total: 4_823n, remaining: 111_629n, withholding: 0n });
    expect(review.problems).toEqual({ retainedEarnings: 'APPROPRIATION_MUST_ADD_UP' });
  });

  it('accepts the worked split, with the PFU and equity after dividends', () => {
    const review = reviewSplit(french, values({ retainedEarnings: '216.29', dividends: '900.00' }), 2);
    expect(review).toEqual({
      total: 116_452n,
      remaining: 0n,
      withholding: 27_000n,
      equityAfter: 1_101_452n,
      equityBelowHalfOfCapital: false,
      problems: {},
    });
  });

  it.each([
    [
      { legalReserve: '0', retainedEarnings: '264.52', dividends: '900.00' },
      'legalReserve',
      'APPROPRIATION_MUST_FUND_LEGAL_RESERVE',
    ],
    [{ dividends: '1116.29' }, 'dividends', 'APPROPRIATION_DIVIDENDS_EXCEED_DISTRIBUTABLE'],
    [{ dividends: 'abc' }, 'dividends', 'AMOUNT_INVALID'],
    [
      { retainedEarnings: '216.29', dividends: '900.00', dividendsSubjectToWithholding: '900.01' },
      'dividendsSubjectToWithholding',
      'APPROPRIATION_MUST_ADD_UP',
    ],
  ])('flags %j on %s', (parts, field, code) => {
    expect(reviewSplit(french, values(parts), 2).problems).toMatchObject({ [field]: code });
  });

  it('takes a loss whole to retained earnings, and flags equity below half of the capital', () => {
    const loss = {
      ...french,
      result: '-10181576',
      retainedEarnings: '0',
      capital: '20000000',
      equity: '9818424',
      legalReserveMinimum: '0',
      withholdingRate: '16.5',
    };
    const review = reviewSplit(loss, suggestedSplit(loss), 0);
    expect(review).toMatchObject({ remaining: 0n, equityBelowHalfOfCapital: true, problems: {} });
  });
});
