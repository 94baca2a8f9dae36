import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JournalLine, LedgerAccount } from './journal-entry.ts';
import { toAmount } from './money.ts';
import {
  type InvoicePosting,
  type InvoicePostingLine,
  PCG_POSTING_ACCOUNTS,
  postDisbursement,
  postPurchaseInvoice,
  postReceipt,
  postSaleCreditNote,
  postSaleInvoice,
  SYSCOHADA_POSTING_ACCOUNTS,
} from './posting-rules.ts';
import { invoiceDuesOf, supplyKindOf, turnoverInstalment, vatMovedByPayment } from './vat-treatments.ts';

const customer: LedgerAccount = { accountNumber: '411100', subAccountId: 'customer-1' };
const supplier: LedgerAccount = { accountNumber: '4011', subAccountId: 'supplier-1' };
const bank: LedgerAccount = { accountNumber: '5121' };

function line(unitPrice: bigint, vatRate: number, accountNumber: string, supplyKind?: 'GOODS' | 'SERVICES') {
  return {
    description: 'Item',
    quantity: '1',
    unitPrice: toAmount(unitPrice),
    vatRateBasisPoints: vatRate,
    account: { accountNumber },
    ...(supplyKind ? { supplyKind } : {}),
  } satisfies InvoicePostingLine;
}

function summary(lines: readonly JournalLine[]): Array<[string, bigint, bigint]> {
  return lines.map((posted) => [posted.accountNumber, posted.debit, posted.credit]);
}

function invoice(partyAccount: LedgerAccount, lines: InvoicePostingLine[], extra: Partial<InvoicePosting> = {}) {
  return { date: '2026-01-10', label: 'Invoice', partyAccount, lines, ...extra } satisfies InvoicePosting;
}

describe('supplyKindOf', () => {
  it.each([
    ['706', 'SERVICES'],
    ['604', 'SERVICES'],
    ['6226', 'SERVICES'],
    ['611', 'SERVICES'],
    ['707', 'GOODS'],
    ['607', 'GOODS'],
    ['2183', 'GOODS'],
  ] as const)('reads account %s as %s', (accountNumber, kind) => {
    expect(supplyKindOf(undefined, accountNumber)).toBe(kind);
  });
  it('keeps what the line says', () => expect(supplyKindOf('GOODS', '706')).toBe('GOODS'));
});

describe('France: VAT on services due when paid (CGI art. 269-2-c)', () => {
  // A service invoice of 1,000.00 € at 20 %: VAT 200.00 € waits in 44574 until paid.
  const services = invoice(customer, [line(100000n, 2000, '706')], { vatDueWhenPaid: true });

  it('posts the VAT of a service invoice to 44574', () => {
    expect(summary(postSaleInvoice(services, PCG_POSTING_ACCOUNTS).lines)).toEqual([
      ['411100', 120000n, 0n],
      ['706', 0n, 100000n],
      ['44574', 0n, 20000n],
    ]);
  });

  it('moves the paid share to 44571 in two payments, 83.33 € then 116.67 €, 200.00 € in all', () => {
    // 500.00 € paid of 1,200.00 €: 200.00 × 500 / 1200 = 83.333… → 83.33; the rest moves with the last payment.
    const first = vatMovedByPayment({
      pendingVat: toAmount(20000n),
      payable: toAmount(120000n),
      paidBefore: toAmount(0n),
      amount: toAmount(50000n),
      movedBefore: toAmount(0n),
    });
    const second = vatMovedByPayment({
      pendingVat: toAmount(20000n),
      payable: toAmount(120000n),
      paidBefore: toAmount(50000n),
      amount: toAmount(70000n),
      movedBefore: first,
    });
    expect([first, second]).toEqual([8333n, 11667n]);
    const receipt = postReceipt(
      {
        date: '2026-02-05',
        label: 'Receipt',
        amount: toAmount(50000n),
        partyAccount: customer,
        treasuryAccount: bank,
        vatMove: { pending: { accountNumber: '44574' }, target: { accountNumber: '44571' }, amount: first },
      },
      PCG_POSTING_ACCOUNTS,
    );
    expect(summary(receipt.lines)).toEqual([
      ['5121', 50000n, 0n],
      ['411100', 0n, 50000n],
      ['44574', 8333n, 0n],
      ['44571', 0n, 8333n],
    ]);
  });

  it('splits a rate between goods (44571) and services (44574)', () => {
    const mixed = invoice(customer, [line(50000n, 2000, '707'), line(100000n, 2000, '706')], { vatDueWhenPaid: true });
    expect(summary(postSaleInvoice(mixed, PCG_POSTING_ACCOUNTS).lines)).toEqual([
      ['411100', 180000n, 0n],
      ['707', 0n, 50000n],
      ['706', 0n, 100000n],
      ['44571', 0n, 10000n],
      ['44574', 0n, 20000n],
    ]);
  });

  it('posts everything to 44571 when the company opted for debits', () => {
    const onDebits = { ...services, vatDueWhenPaid: false };
    expect(summary(postSaleInvoice(onDebits, PCG_POSTING_ACCOUNTS).lines).at(-1)).toEqual(['44571', 0n, 20000n]);
  });

  it('mirrors a credit note into 44574', () => {
    expect(summary(postSaleCreditNote(services, PCG_POSTING_ACCOUNTS).lines)).toEqual([
      ['411100', 0n, 120000n],
      ['706', 100000n, 0n],
      ['44574', 20000n, 0n],
    ]);
  });

  it('holds deductible VAT on services bought in 44564, then moves it to 445660 on payment', () => {
    // Fees of 800.00 € at 20 %: 160.00 € of VAT, 960.00 € owed.
    const fees = invoice(supplier, [line(80000n, 2000, '6226')], { vatDueWhenPaid: true });
    expect(summary(postPurchaseInvoice(fees, PCG_POSTING_ACCOUNTS).lines)).toEqual([
      ['4011', 0n, 96000n],
      ['6226', 80000n, 0n],
      ['44564', 16000n, 0n],
    ]);
    const moved = vatMovedByPayment({
      pendingVat: toAmount(-16000n),
      payable: toAmount(96000n),
      paidBefore: toAmount(0n),
      amount: toAmount(96000n),
      movedBefore: toAmount(0n),
    });
    const disbursement = postDisbursement(
      {
        date: '2026-03-01',
        label: 'Disbursement',
        amount: toAmount(96000n),
        partyAccount: supplier,
        treasuryAccount: bank,
        vatMove: { pending: { accountNumber: '44564' }, target: { accountNumber: '445660' }, amount: moved },
      },
      PCG_POSTING_ACCOUNTS,
    );
    expect(summary(disbursement.lines)).toEqual([
      ['5121', 0n, 96000n],
      ['4011', 96000n, 0n],
      ['44564', 0n, 16000n],
      ['445660', 16000n, 0n],
    ]);
  });

  it('moves exactly the pending VAT over any split of the payments', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.array(fc.bigInt({ min: 1n, max: 1000n }), { minLength: 1, maxLength: 8 }),
        (pendingVat, weights) => {
          const payable = weights.reduce((total, weight) => total + weight, 0n) * 7n;
          let paid = 0n;
          let moved = 0n;
          for (const weight of weights) {
            const amount = weight * 7n;
            moved += vatMovedByPayment({
              pendingVat: toAmount(pendingVat),
              payable: toAmount(payable),
              paidBefore: toAmount(paid),
              amount: toAmount(amount),
              movedBefore: toAmount(moved),
            });
            paid += amount;
          }
          expect(moved).toBe(pendingVat);
        },
      ),
    );
  });
});

describe('France: reverse charge', () => {
  it('an intra-EU acquisition of goods: VAT due in 44520, deductible in 445662, supplier owed without VAT', () => {
    // Goods of 2,000.00 € from a German supplier, French VAT 20 % = 400.00 €.
    const acquisition = invoice(supplier, [line(200000n, 2000, '607')], { vatTreatment: 'INTRA_EU_ACQUISITION' });
    expect(summary(postPurchaseInvoice(acquisition, PCG_POSTING_ACCOUNTS).lines)).toEqual([
      ['4011', 0n, 200000n],
      ['44520', 0n, 40000n],
      ['607', 200000n, 0n],
      ['445662', 40000n, 0n],
    ]);
  });

  it('a service of CGI art. 283-2: VAT due in 44521, never waiting for payment', () => {
    const service = invoice(supplier, [line(150000n, 2000, '6226')], {
      vatTreatment: 'REVERSE_CHARGE_SERVICES',
      vatDueWhenPaid: true,
    });
    expect(summary(postPurchaseInvoice(service, PCG_POSTING_ACCOUNTS).lines)).toEqual([
      ['4011', 0n, 150000n],
      ['44521', 0n, 30000n],
      ['6226', 150000n, 0n],
      ['445662', 30000n, 0n],
    ]);
  });

  it('an imported machine: VAT due in 44530, deductible on fixed assets in 44562', () => {
    const machine = invoice(supplier, [line(300000n, 2000, '2154')], { vatTreatment: 'IMPORT' });
    expect(summary(postPurchaseInvoice(machine, PCG_POSTING_ACCOUNTS).lines)).toEqual([
      ['4011', 0n, 300000n],
      ['44530', 0n, 60000n],
      ['2154', 300000n, 0n],
      ['44562', 60000n, 0n],
    ]);
  });

  it('is refused by a chart without its accounts', () => {
    const acquisition = invoice(supplier, [line(1000n, 1925, '6011')], { vatTreatment: 'IMPORT' });
    expect(() => postPurchaseInvoice(acquisition, SYSCOHADA_POSTING_ACCOUNTS)).toThrow(
      expect.objectContaining({ code: 'VAT_TREATMENT_NOT_ALLOWED' }),
    );
  });
});

describe('Cameroon: withholdings', () => {
  const xafSupplier: LedgerAccount = { accountNumber: '4011', subAccountId: 'supplier-1' };
  const xafCustomer: LedgerAccount = { accountNumber: '4111', subAccountId: 'customer-1' };

  it('a purchase with précompte: 2.2 % of 1,000,000 withheld to 4478, the supplier owed 1,170,500', () => {
    const purchase = invoice(xafSupplier, [line(1_000_000n, 1925, '6011')], {
      withholdings: { precompteRateBasisPoints: 220, vatWithheldBasisPoints: 0 },
    });
    expect(summary(postPurchaseInvoice(purchase, SYSCOHADA_POSTING_ACCOUNTS).lines)).toEqual([
      ['4011', 0n, 1_170_500n],
      ['4478', 0n, 22_000n],
      ['6011', 1_000_000n, 0n],
      ['4452', 192_500n, 0n],
    ]);
  });

  it('a sale to a withholding agent: VAT withheld to 4458, précompte suffered to 4492', () => {
    // 2,500,000 of services at 19.25 %: VAT 481,250 kept by the customer, précompte 2.2 % = 55,000;
    // the customer pays 2,981,250 − 481,250 − 55,000 = 2,445,000.
    const sale = invoice(xafCustomer, [line(2_500_000n, 1925, '7061')], {
      withholdings: { precompteRateBasisPoints: 220, vatWithheldBasisPoints: 10_000 },
    });
    expect(summary(postSaleInvoice(sale, SYSCOHADA_POSTING_ACCOUNTS).lines)).toEqual([
      ['4111', 2_445_000n, 0n],
      ['4458', 481_250n, 0n],
      ['4492', 55_000n, 0n],
      ['7061', 0n, 2_500_000n],
      ['4431', 0n, 481_250n],
    ]);
  });

  it('reads what is payable and what is declared apart', () => {
    const totals = { excludingTax: toAmount(2_500_000n), vat: toAmount(481_250n), includingTax: toAmount(2_981_250n) };
    expect(
      invoiceDuesOf(totals, 'DOMESTIC', { precompteRateBasisPoints: 220, vatWithheldBasisPoints: 10_000 }),
    ).toEqual({
      selfAssessedVat: 0n,
      vatWithheld: 481_250n,
      precompte: 55_000n,
      payable: 2_445_000n,
    });
  });

  it('the month’s instalment: 2.2 % of 12,345,678 of turnover is 271,605', () => {
    // 12,345,678 × 0.022 = 271,604.916 → 271,605.
    expect(turnoverInstalment(toAmount(12_345_678n), 220)).toBe(271_605n);
    expect(turnoverInstalment(toAmount(-5n), 220)).toBe(0n);
  });
});
