import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeInvoiceTotals } from './invoice-totals.ts';
import { findEntryViolation, type JournalLine, type LedgerAccount } from './journal-entry.ts';
import { type Amount, parseAmount, sumAmounts } from './money.ts';
import {
  defaultTreasuryAccount,
  type InvoicePosting,
  type InvoicePostingLine,
  type PaymentMethod,
  PCG_POSTING_ACCOUNTS,
  PostingError,
  postDisbursement,
  postPurchaseCreditNote,
  postPurchaseInvoice,
  postReceipt,
  postSaleCreditNote,
  postSaleInvoice,
  SYSCOHADA_POSTING_ACCOUNTS,
  treasuryJournalCode,
} from './posting-rules.ts';
import { arbitraryInvoiceLine, arbitraryPositiveAmount } from './testing-arbitraries.ts';

const accounts = SYSCOHADA_POSTING_ACCOUNTS;
const xaf = (text: string): Amount => parseAmount(text, 0);
const customer: LedgerAccount = { accountNumber: '4111', accountId: 'acc-4111', subAccountId: 'customer-1' };
const supplier: LedgerAccount = { accountNumber: '4011', subAccountId: 'supplier-1' };

function invoiceLine(quantity: string, unitPrice: string, vatRate: number, accountNumber?: string): InvoicePostingLine {
  return {
    description: 'Item',
    quantity,
    unitPrice: xaf(unitPrice),
    vatRateBasisPoints: vatRate,
    ...(accountNumber === undefined ? {} : { account: { accountNumber } }),
  };
}

/** [account, debit, credit] triples read more easily than line objects in expectations. */
function summary(lines: readonly JournalLine[]): Array<[string, bigint, bigint]> {
  return lines.map((line) => [line.accountNumber, line.debit, line.credit]);
}

const saleInvoice: InvoicePosting = {
  date: '2026-03-15',
  label: 'Invoice VE-2026-000001',
  partyAccount: customer,
  lines: [
    invoiceLine('3', '15000', 1925, '7011'),
    { ...invoiceLine('2.5', '1999', 1925, '7061'), discountRateBasisPoints: 1000 },
    invoiceLine('1', '10000', 0, '7011'),
  ],
};

describe('postSaleInvoice', () => {
  it('debits the customer incl. tax, credits revenue per account and VAT collected', () => {
    const entry = postSaleInvoice(saleInvoice, accounts);
    expect(entry).toMatchObject({ journalCode: 'VE', date: '2026-03-15', label: 'Invoice VE-2026-000001' });
    expect(summary(entry.lines)).toEqual([
      ['4111', 69026n, 0n],
      ['7011', 0n, 55000n],
      ['7061', 0n, 4498n],
      ['4431', 0n, 9528n],
    ]);
    expect(entry.lines[0]).toMatchObject({ accountId: 'acc-4111', subAccountId: 'customer-1' });
  });

  it('posts a discount line with a negative price on the debit side of its account', () => {
    const entry = postSaleInvoice(
      { ...saleInvoice, lines: [invoiceLine('1', '100000', 1925, '7011'), invoiceLine('1', '-20000', 1925, '7019')] },
      accounts,
    );
    expect(summary(entry.lines)).toEqual([
      ['4111', 95400n, 0n],
      ['7011', 0n, 100000n],
      ['7019', 20000n, 0n],
      ['4431', 0n, 15400n],
    ]);
  });

  it('uses the configured accounts', () => {
    const entry = postSaleInvoice(
      { ...saleInvoice, lines: [invoiceLine('1', '1000', 2000)] },
      { ...accounts, salesRevenue: { accountNumber: '7061' }, vatCollected: { accountNumber: '4432' } },
    );
    expect(summary(entry.lines)).toEqual([
      ['4111', 1200n, 0n],
      ['7061', 0n, 1000n],
      ['4432', 0n, 200n],
    ]);
  });

  it.each([
    ['a zero total', [invoiceLine('1', '0', 1925)], 'INVOICE_TOTAL_MUST_BE_POSITIVE'],
    ['a negative total', [invoiceLine('1', '-100', 0)], 'INVOICE_TOTAL_MUST_BE_POSITIVE'],
    ['no lines', [], 'INVOICE_NEEDS_ONE_LINE'],
    ['a zero quantity', [invoiceLine('0', '100', 0)], 'QUANTITY_MUST_BE_POSITIVE'],
  ])('refuses an invoice with %s', (_case, lines, code) => {
    expect(() => postSaleInvoice({ ...saleInvoice, lines }, accounts)).toThrow(expect.objectContaining({ code }));
  });
});

describe('postSaleCreditNote', () => {
  it('posts the mirror of the sale invoice', () => {
    const entry = postSaleCreditNote(saleInvoice, accounts);
    expect(entry.journalCode).toBe('VE');
    expect(summary(entry.lines)).toEqual([
      ['4111', 0n, 69026n],
      ['7011', 55000n, 0n],
      ['7061', 4498n, 0n],
      ['4431', 9528n, 0n],
    ]);
  });
});

describe('purchases', () => {
  const bill: InvoicePosting = {
    date: '2026-03-20',
    label: 'Bill 778',
    partyAccount: supplier,
    lines: [invoiceLine('10', '2500', 1925), invoiceLine('1', '5000', 1925, '6051')],
  };

  it('debits expenses and deductible VAT, credits the supplier', () => {
    const entry = postPurchaseInvoice(bill, accounts);
    expect(entry.journalCode).toBe('AC');
    // 30000 × 19.25 % = 5775, rounded once for the rate (line by line: 4812.5 → 4813 and 962.5 → 963, 5776).
    expect(summary(entry.lines)).toEqual([
      ['4011', 0n, 35775n],
      ['6011', 25000n, 0n],
      ['6051', 5000n, 0n],
      ['4452', 5775n, 0n],
    ]);
  });

  it('posts a purchase credit note as the mirror', () => {
    expect(summary(postPurchaseCreditNote(bill, accounts).lines)).toEqual([
      ['4011', 35775n, 0n],
      ['6011', 0n, 25000n],
      ['6051', 0n, 5000n],
      ['4452', 0n, 5775n],
    ]);
  });
});

describe('deductible VAT by the nature of the purchase', () => {
  const bill = (lines: InvoicePostingLine[]): InvoicePosting => ({
    date: '2026-03-20',
    label: 'Bill 901',
    partyAccount: supplier,
    lines,
  });

  it('posts VAT on a fixed asset to 4451, on goods to 4452 and on transport to 4453 (SYSCOHADA)', () => {
    const entry = postPurchaseInvoice(
      bill([
        invoiceLine('1', '500000', 1925, '2441'),
        invoiceLine('1', '100000', 1925, '601'),
        invoiceLine('1', '30000', 1925, '618'),
      ]),
      accounts,
    );
    // 630,000 × 19.25 % = 121,275: 96,250 on the computer, 19,250 on the goods, 5,775 on the transport.
    expect(summary(entry.lines)).toEqual([
      ['4011', 0n, 751275n],
      ['2441', 500000n, 0n],
      ['601', 100000n, 0n],
      ['618', 30000n, 0n],
      ['4451', 96250n, 0n],
      ['4452', 19250n, 0n],
      ['4453', 5775n, 0n],
    ]);
  });

  it('splits a rate rounded once: the last account takes what remains of the rate’s VAT', () => {
    const entry = postPurchaseInvoice(
      bill([invoiceLine('1', '1001', 1925, '2441'), invoiceLine('1', '1001', 1925, '601')]),
      accounts,
    );
    // 2,002 × 19.25 % = 385.385 → 385; the asset's 1,001 gives 192.69 → 193, the goods the remaining 192.
    expect(summary(entry.lines).slice(3)).toEqual([
      ['4451', 193n, 0n],
      ['4452', 192n, 0n],
    ]);
  });

  it('uses 44562 for fixed assets and 445660 otherwise on the PCG', () => {
    const entry = postPurchaseInvoice(
      bill([invoiceLine('1', '1000', 2000, '2183'), invoiceLine('1', '500', 2000, '607')]),
      PCG_POSTING_ACCOUNTS,
    );
    expect(summary(entry.lines).slice(3)).toEqual([
      ['44562', 200n, 0n],
      ['445660', 100n, 0n],
    ]);
  });
});

describe('payments', () => {
  const payment = { date: '2026-04-01', label: 'Receipt', amount: xaf('50000'), partyAccount: customer };

  it.each([
    ['5211', 'BQ'],
    ['5711', 'CA'],
    ['552', 'BQ'],
  ])('posts a receipt into %s on journal %s: debit treasury, credit customer', (treasury, journalCode) => {
    const entry = postReceipt({ ...payment, treasuryAccount: { accountNumber: treasury } }, accounts);
    expect(entry.journalCode).toBe(journalCode);
    expect(summary(entry.lines)).toEqual([
      [treasury, 50000n, 0n],
      ['4111', 0n, 50000n],
    ]);
    expect(entry.lines[1]?.subAccountId).toBe('customer-1');
  });

  it('posts a disbursement: debit supplier, credit treasury', () => {
    const entry = postDisbursement(
      { ...payment, partyAccount: supplier, treasuryAccount: { accountNumber: '5711' } },
      accounts,
    );
    expect(entry.journalCode).toBe('CA');
    expect(summary(entry.lines)).toEqual([
      ['5711', 0n, 50000n],
      ['4011', 50000n, 0n],
    ]);
  });

  it.each([
    ['zero', xaf('0')],
    ['negative', xaf('-5')],
  ])('refuses a %s payment', (_case, amount) => {
    const run = () => postReceipt({ ...payment, amount, treasuryAccount: accounts.bank }, accounts);
    expect(run).toThrow(PostingError);
    expect(run).toThrow(expect.objectContaining({ code: 'PAYMENT_AMOUNT_MUST_BE_POSITIVE' }));
  });

  it.each([
    ['CASH', '5711'],
    ['MOBILE_MONEY', '552'],
    ['BANK_TRANSFER', '5211'],
    ['CHEQUE', '5211'],
    ['CARD', '5211'],
  ] as const)('defaults a %s payment to %s', (method: PaymentMethod, accountNumber) => {
    expect(defaultTreasuryAccount(method, accounts).accountNumber).toBe(accountNumber);
  });

  it('picks the PCG cash journal by the 53 prefix', () => {
    expect(treasuryJournalCode({ accountNumber: '530' }, PCG_POSTING_ACCOUNTS)).toBe('CA');
    expect(treasuryJournalCode({ accountNumber: '5121' }, PCG_POSTING_ACCOUNTS)).toBe('BQ');
  });
});

describe('invoice postings, for random invoices', () => {
  const revenueAccount = fc.constantFrom(undefined, '7011', '7061', '7071');
  const postingLine = fc
    .tuple(arbitraryInvoiceLine(), revenueAccount)
    .map(([line, accountNumber]) => (accountNumber === undefined ? line : { ...line, account: { accountNumber } }));
  const invoices = fc
    .array(postingLine, { minLength: 1, maxLength: 25 })
    .map((lines): InvoicePosting => ({ date: '2026-06-30', label: 'Generated', partyAccount: customer, lines }));
  const rules = [
    ['sale invoice', postSaleInvoice, 'debit'],
    ['sale credit note', postSaleCreditNote, 'credit'],
    ['purchase invoice', postPurchaseInvoice, 'credit'],
    ['purchase credit note', postPurchaseCreditNote, 'debit'],
  ] as const;

  it.each(rules)('%s: balances and its total equals the invoice incl. tax', (_name, post, partySide) => {
    fc.assert(
      fc.property(invoices, (invoice) => {
        const { totals } = computeInvoiceTotals(invoice.lines);
        if (totals.includingTax === 0n) {
          expect(() => post(invoice, accounts)).toThrow(
            expect.objectContaining({ code: 'INVOICE_TOTAL_MUST_BE_POSITIVE' }),
          );
          return;
        }
        const entry = post(invoice, accounts);
        expect(findEntryViolation(entry)).toBeNull();
        const [partyLine] = entry.lines;
        expect(partyLine?.[partySide]).toBe(totals.includingTax);
        expect(sumAmounts(entry.lines.map((line) => line.debit))).toBe(totals.includingTax);
        const vatAccounts = ['4431', '4452'];
        const vatLines = entry.lines.filter((line) => vatAccounts.includes(line.accountNumber));
        expect(sumAmounts(vatLines.map((line) => (line.debit > 0n ? line.debit : line.credit)))).toBe(totals.vat);
      }),
    );
  });

  it('receipts and disbursements balance for any positive amount', () => {
    fc.assert(
      fc.property(arbitraryPositiveAmount(10n ** 15n), fc.constantFrom('5211', '5711', '552'), (amount, treasury) => {
        const payment = {
          date: '2026-01-31',
          label: 'Payment',
          amount,
          partyAccount: customer,
          treasuryAccount: { accountNumber: treasury },
        };
        expect(findEntryViolation(postReceipt(payment, accounts))).toBeNull();
        expect(findEntryViolation(postDisbursement(payment, accounts))).toBeNull();
      }),
    );
  });
});
