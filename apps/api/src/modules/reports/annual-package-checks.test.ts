import type { BalanceSheetReport, CashFlowStatementReport, NotesReport } from '@bilan/contract';
import { describe, expect, it } from 'vitest';
import { cashFlowChecks, notesChecks, treasuryDisagreements } from './annual-package.service.ts';
import { isCashFlowTreasury } from './cash-flow.service.ts';

/*
 * The checks before filing name the accounts behind a failure (issue #29, "What to build" 5). Books that reach
 * these failures cannot be posted through the API with the charts as they are (the TFT's treasury rule and the
 * balance sheet's treasury lines take the same accounts), so the checks are fed reports built by hand here.
 */

const account = (accountNumber: string, amount: string) => ({ accountId: null, accountNumber, label: '', amount });
const assetLine = (ref: string, net: string, accounts: Array<ReturnType<typeof account>>) => ({
  ref,
  kind: 'rubric' as const,
  label: ref,
  note: null,
  gross: net,
  depreciation: '0',
  net,
  previousNet: null,
  accounts: accounts.map((entry) => ({ ...entry, column: 'gross' as const })),
});

/** A balance sheet whose treasury (BT 700,000) holds a bank account and, by a misplaced rule, a receivable. */
const balance = {
  assets: [
    assetLine('BI', '300000', [account('4111', '300000')]),
    assetLine('BS', '700000', [account('5211', '500000'), account('4711', '200000')]),
    { ...assetLine('BT', '700000', []), kind: 'subtotal' as const },
  ],
  liabilities: [{ ...assetLine('DT', '0', []), amount: '0', previousAmount: null, accounts: [] }],
} as unknown as BalanceSheetReport;

describe('checks before filing, naming what stands behind a failure', () => {
  it('TREASURY_AGREES names the accounts the TFT and the balance sheet do not both count as treasury', () => {
    expect(treasuryDisagreements(balance, isCashFlowTreasury)).toEqual(['4711']);
    // A bank account the balance sheet would place outside its treasury lines is named too.
    const moved = {
      ...balance,
      assets: [assetLine('BI', '300000', [account('4111', '300000'), account('5211', '1')])],
    } as unknown as BalanceSheetReport;
    expect(treasuryDisagreements(moved, isCashFlowTreasury)).toEqual(['5211']);
    const cashFlow = {
      lines: [{ ref: 'ZH', amount: '500000' }],
      ties: true,
      closingTreasury: '500000',
      unmappedAccounts: [],
    } as unknown as CashFlowStatementReport;
    const treasury = cashFlowChecks(cashFlow, balance, 0).find((check) => check.code === 'TREASURY_AGREES');
    expect(treasury).toMatchObject({ ok: false, expected: '500000', actual: '700000', accounts: ['4711'] });
  });

  it('NOTES_AGREE names each line that disagrees with its statement line, with its accounts', () => {
    const figures = { opening: '0', increase: '0', decrease: '0', closing: '0' };
    const line = (ref: string, ties: boolean, accounts: string[]) => ({
      ref,
      label: ref,
      column: 'gross' as const,
      ...figures,
      maturity: null,
      previousClosing: null,
      statementAmount: '0',
      ties,
      accounts: accounts.map((accountNumber) => ({ accountNumber, ...figures, fromRegister: false })),
    });
    const notes = {
      notes: [
        { note: '3', lines: [line('AJ', true, ['2313']), line('AM', false, ['2445', '2441', '2441'])] },
        { note: '7', lines: [line('BI', false, [])] },
      ],
      ties: false,
    } as unknown as NotesReport;
    expect(notesChecks(notes)).toEqual([
      expect.objectContaining({ code: 'NOTES_AGREE', ok: false, accounts: ['3:AM (2441, 2445)', '7:BI'] }),
    ]);
  });
});
