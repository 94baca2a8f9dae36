import { AccountingError } from './errors.ts';
import { computeInvoiceTotals, type InvoiceLineInput } from './invoice-totals.ts';
import {
  assertEntryInvariants,
  type JournalCode,
  type JournalEntry,
  type JournalLine,
  type LedgerAccount,
  mirrorLines,
} from './journal-entry.ts';
import { type Amount, absoluteAmount, addAmounts, multiplyByRate, subtractAmounts, ZERO_AMOUNT } from './money.ts';
import {
  invoiceDuesOf,
  NO_WITHHOLDINGS,
  type ReverseChargeTreatment,
  type SupplyKind,
  supplyKindOf,
  type VatTreatment,
  type Withholdings,
} from './vat-treatments.ts';

export type PostingErrorCode =
  | 'INVOICE_TOTAL_MUST_BE_POSITIVE'
  | 'PAYMENT_AMOUNT_MUST_BE_POSITIVE'
  | 'VAT_TREATMENT_NOT_ALLOWED';

export class PostingError extends AccountingError<PostingErrorCode> {}

/** The accounts posting rules use, kept in company settings so an accountant can change them. */
export type PostingAccounts = {
  salesRevenue: LedgerAccount;
  purchaseExpense: LedgerAccount;
  vatCollected: LedgerAccount;
  vatDeductible: LedgerAccount;
  bank: LedgerAccount;
  cash: LedgerAccount;
  mobileMoney: LedgerAccount;
  /** A treasury account under one of these prefixes posts to the cash journal (CA), any other to the bank (BQ). */
  cashAccountPrefixes: readonly string[];
  /** A treasury account under one of these prefixes is a mobile-money wallet, with a journal of its own. */
  mobileMoneyAccountPrefixes: readonly string[];
  /**
   * Where a purchase line's VAT goes, by the prefix of the line's account (the longest that matches);
   * a line no prefix matches uses `vatDeductible`.
   */
  vatDeductibleByPrefix: Readonly<Record<string, LedgerAccount>>;
  /** France: VAT on services waits here until paid (CGI art. 269-2-c), collected and deductible. */
  vatCollectedPending?: LedgerAccount;
  vatDeductiblePending?: LedgerAccount;
  /** Reverse charge: the VAT due (credit) and the same VAT deductible (debit), by treatment. */
  reverseChargeDue?: Readonly<Record<ReverseChargeTreatment, LedgerAccount>>;
  reverseChargeDeductible?: Readonly<Record<ReverseChargeTreatment, LedgerAccount>>;
  /** Cameroon: précompte withheld for the State on purchases, suffered from customers, VAT withheld by customers. */
  precompteWithheld?: LedgerAccount;
  precompteSuffered?: LedgerAccount;
  vatWithheldByCustomers?: LedgerAccount;
};

/**
 * SYSCOHADA defaults (docs/architecture.md, Posting rules); 552 is "Monnaie électronique - téléphone
 * portable" in the revised chart. Each is a leaf of the chart: 701, 601, 521 and 571 have child
 * accounts, which makes them groups that take no posting (account-tree.ts).
 */
export const SYSCOHADA_POSTING_ACCOUNTS: PostingAccounts = {
  salesRevenue: { accountNumber: '7011' },
  purchaseExpense: { accountNumber: '6011' },
  vatCollected: { accountNumber: '4431' },
  vatDeductible: { accountNumber: '4452' },
  bank: { accountNumber: '5211' },
  cash: { accountNumber: '5711' },
  mobileMoney: { accountNumber: '552' },
  cashAccountPrefixes: ['57'],
  // 552 "Monnaie électronique - téléphone portable" (revised SYSCOHADA chart); its siblings are cards.
  mobileMoneyAccountPrefixes: ['552'],
  // Fixed assets (class 2), transport (61) and external services (62, 63); other purchases use 4452.
  vatDeductibleByPrefix: {
    '2': { accountNumber: '4451' },
    '61': { accountNumber: '4453' },
    '62': { accountNumber: '4454' },
    '63': { accountNumber: '4454' },
  },
  // 447 "État, impôts retenus à la source"; 4492 "État, avances et acomptes versés sur impôts"; 4458
  // is the 445 sub-account Bilan adds for VAT withheld at source by customers (referentials/SOURCES.md).
  precompteWithheld: { accountNumber: '4478' },
  precompteSuffered: { accountNumber: '4492' },
  vatWithheldByCustomers: { accountNumber: '4458' },
};

/**
 * French PCG defaults, for companies on the French chart; leaves of the chart, like SYSCOHADA's: 512 has
 * 5121 and 5124 under it, and 44566 its intra-EU and reverse-charge accounts, so 445660 is the one postings use.
 */
export const PCG_POSTING_ACCOUNTS: PostingAccounts = {
  salesRevenue: { accountNumber: '706' },
  purchaseExpense: { accountNumber: '607' },
  vatCollected: { accountNumber: '44571' },
  vatDeductible: { accountNumber: '445660' },
  bank: { accountNumber: '5121' },
  // 53 itself is the class of cash accounts; 531 is the one postings use.
  cash: { accountNumber: '531' },
  mobileMoney: { accountNumber: '5121' },
  cashAccountPrefixes: ['53'],
  // The PCG has no account of its own for e-money: a wallet under 512 is declared one by the user.
  mobileMoneyAccountPrefixes: [],
  vatDeductibleByPrefix: { '2': { accountNumber: '44562' } },
  // 44574 / 44564 "TVA collectée / déductible sur opérations non réglées" hold VAT on services until paid.
  vatCollectedPending: { accountNumber: '44574' },
  vatDeductiblePending: { accountNumber: '44564' },
  // 4452 "TVA due intracommunautaire" and 4453 "TVA due sur importations" are groups in the chart:
  // 44520 (goods) and 44521 (services) sit under the first, 44530 under the second.
  reverseChargeDue: {
    INTRA_EU_ACQUISITION: { accountNumber: '44520' },
    REVERSE_CHARGE_SERVICES: { accountNumber: '44521' },
    IMPORT: { accountNumber: '44530' },
  },
  reverseChargeDeductible: {
    INTRA_EU_ACQUISITION: { accountNumber: '445662' },
    REVERSE_CHARGE_SERVICES: { accountNumber: '445662' },
    IMPORT: { accountNumber: '445663' },
  },
};

/** A line without an account goes to the default revenue (sales) or expense (purchases) account. */
export type InvoicePostingLine = InvoiceLineInput & { account?: LedgerAccount; supplyKind?: SupplyKind | null };

/**
 * `partyAccount` is the customer's 411 or the supplier's 401 sub-account. `vatDueWhenPaid`: the VAT of
 * service lines waits in the pending account until paid (France, unless the company opted for debits).
 */
export type InvoicePosting = {
  date: string;
  label: string;
  partyAccount: LedgerAccount;
  lines: readonly InvoicePostingLine[];
  vatTreatment?: VatTreatment;
  vatDueWhenPaid?: boolean;
  withholdings?: Withholdings;
};

export type PaymentMethod = 'CASH' | 'BANK_TRANSFER' | 'CHEQUE' | 'MOBILE_MONEY' | 'CARD';

export type PaymentPosting = {
  date: string;
  label: string;
  amount: Amount;
  partyAccount: LedgerAccount;
  treasuryAccount: LedgerAccount;
  /**
   * VAT the payment makes due (or deductible): `amount` leaves `pending` for `target`; positive when
   * the pending account stood in credit (a sale invoice), negative when in debit (a purchase invoice).
   */
  vatMove?: { pending: LedgerAccount; target: LedgerAccount; amount: Amount };
};

type Side = 'debit' | 'credit';

/** VE: debit the customer incl. tax; credit revenue excl. tax per account and VAT collected per rate. */
export function postSaleInvoice(invoice: InvoicePosting, accounts: PostingAccounts): JournalEntry {
  const pending = invoice.vatDueWhenPaid ? accounts.vatCollectedPending : undefined;
  return postInvoice(invoice, {
    journalCode: 'VE',
    partySide: 'debit',
    defaultAccount: accounts.salesRevenue,
    vatAccount: accounts.vatCollected,
    vatAccountOf: pending
      ? (line, account) =>
          supplyKindOf(line.supplyKind, account.accountNumber) === 'SERVICES' ? pending : accounts.vatCollected
      : undefined,
    withheld: { vatWithheld: accounts.vatWithheldByCustomers, precompte: accounts.precompteSuffered },
  });
}

/** A sale credit note posts the mirror of the invoice it would be. */
export function postSaleCreditNote(creditNote: InvoicePosting, accounts: PostingAccounts): JournalEntry {
  return mirrored(postSaleInvoice(creditNote, accounts));
}

/** AC: debit expense excl. tax per account and deductible VAT per rate; credit the supplier incl. tax. */
export function postPurchaseInvoice(invoice: InvoicePosting, accounts: PostingAccounts): JournalEntry {
  const treatment = invoice.vatTreatment ?? 'DOMESTIC';
  return postInvoice(invoice, {
    journalCode: 'AC',
    partySide: 'credit',
    defaultAccount: accounts.purchaseExpense,
    vatAccount: accounts.vatDeductible,
    vatAccountOf: (line, account) => purchaseVatAccountOf(line, account, treatment, invoice, accounts),
    selfAssessed: treatment === 'DOMESTIC' ? undefined : requiredAccount(accounts.reverseChargeDue?.[treatment]),
    withheld: { precompte: accounts.precompteWithheld },
  });
}

/**
 * A purchase line's VAT account: fixed assets keep theirs (44562), whatever the treatment; a reverse
 * charge deducts on its own account (445662 intra-EU, 445663 outside); services wait for payment when due so.
 */
function purchaseVatAccountOf(
  line: InvoicePostingLine,
  account: LedgerAccount,
  treatment: VatTreatment,
  invoice: InvoicePosting,
  accounts: PostingAccounts,
): LedgerAccount {
  const byPrefix = deductibleVatAccountOf(account.accountNumber, accounts);
  if (byPrefix !== accounts.vatDeductible) return byPrefix;
  if (treatment !== 'DOMESTIC') return requiredAccount(accounts.reverseChargeDeductible?.[treatment]);
  const waits = invoice.vatDueWhenPaid && supplyKindOf(line.supplyKind, account.accountNumber) === 'SERVICES';
  return waits && accounts.vatDeductiblePending ? accounts.vatDeductiblePending : byPrefix;
}

function requiredAccount(account: LedgerAccount | undefined): LedgerAccount {
  if (!account) {
    throw new PostingError('VAT_TREATMENT_NOT_ALLOWED', 'This chart has no account for a reverse-charged VAT.');
  }
  return account;
}

/** The deductible-VAT account of a purchase line's account: the longest matching prefix's, else the default. */
export function deductibleVatAccountOf(accountNumber: string, accounts: PostingAccounts): LedgerAccount {
  const prefix = Object.keys(accounts.vatDeductibleByPrefix)
    .filter((candidate) => accountNumber.startsWith(candidate))
    .sort((left, right) => right.length - left.length)[0];
  return (prefix === undefined ? undefined : accounts.vatDeductibleByPrefix[prefix]) ?? accounts.vatDeductible;
}

export function postPurchaseCreditNote(creditNote: InvoicePosting, accounts: PostingAccounts): JournalEntry {
  return mirrored(postPurchaseInvoice(creditNote, accounts));
}

/** BQ or CA: debit treasury, credit the customer. */
export function postReceipt(payment: PaymentPosting, accounts: PostingAccounts): JournalEntry {
  return postPayment(payment, accounts, 'credit');
}

/** BQ or CA: debit the supplier, credit treasury. */
export function postDisbursement(payment: PaymentPosting, accounts: PostingAccounts): JournalEntry {
  return postPayment(payment, accounts, 'debit');
}

export function treasuryJournalCode(treasuryAccount: LedgerAccount, accounts: PostingAccounts): 'BQ' | 'CA' {
  const isCash = accounts.cashAccountPrefixes.some((prefix) => treasuryAccount.accountNumber.startsWith(prefix));
  return isCash ? 'CA' : 'BQ';
}

/** What a treasury account holds, as its number says until the user sets it: cash, a wallet, else a bank. */
export function treasuryKindOf(accountNumber: string, accounts: PostingAccounts): 'BANK' | 'CASH' | 'MOBILE_MONEY' {
  const under = (prefixes: readonly string[]) => prefixes.some((prefix) => accountNumber.startsWith(prefix));
  if (under(accounts.cashAccountPrefixes)) return 'CASH';
  return under(accounts.mobileMoneyAccountPrefixes) ? 'MOBILE_MONEY' : 'BANK';
}

/** The treasury account a payment uses when the user did not pick one. */
export function defaultTreasuryAccount(method: PaymentMethod, accounts: PostingAccounts): LedgerAccount {
  if (method === 'CASH') return accounts.cash;
  if (method === 'MOBILE_MONEY') return accounts.mobileMoney;
  return accounts.bank;
}

type InvoiceRule = {
  journalCode: JournalCode;
  partySide: Side;
  defaultAccount: LedgerAccount;
  vatAccount: LedgerAccount;
  /** The VAT account of a line by the line and its account, when it depends on them. */
  vatAccountOf?: (line: InvoicePostingLine, account: LedgerAccount) => LedgerAccount;
  /** Reverse charge: the account of the VAT due, on the party's side. */
  selfAssessed?: LedgerAccount;
  /** Where the withheld VAT and précompte go, on the party's side. */
  withheld: { vatWithheld?: LedgerAccount; precompte?: LedgerAccount };
};

function postInvoice(invoice: InvoicePosting, rule: InvoiceRule): JournalEntry {
  const computed = computeInvoiceTotals(invoice.lines);
  if (computed.totals.includingTax <= 0n) {
    throw new PostingError(
      'INVOICE_TOTAL_MUST_BE_POSITIVE',
      `The invoice total (${computed.totals.includingTax}) must be positive; use a credit note to give money back.`,
    );
  }
  const otherSide = opposite(rule.partySide);
  const byAccount = amountsByAccount(
    computed.lines.map((line) => ({ account: line.account ?? rule.defaultAccount, amount: line.excludingTax })),
  );
  const dues = invoiceDuesOf(
    computed.totals,
    rule.selfAssessed ? (invoice.vatTreatment ?? 'DOMESTIC') : 'DOMESTIC',
    invoice.withholdings ?? NO_WITHHOLDINGS,
  );
  const partySideLines = (account: LedgerAccount | undefined, amount: Amount) =>
    account ? sidedLines(account, amount, rule.partySide, invoice.label) : [];
  const lines = [
    ...sidedLines(invoice.partyAccount, dues.payable, rule.partySide, invoice.label),
    ...partySideLines(rule.selfAssessed, dues.selfAssessedVat),
    ...partySideLines(rule.withheld.vatWithheld, dues.vatWithheld),
    ...partySideLines(rule.withheld.precompte, dues.precompte),
    ...byAccount.flatMap(({ account, amount }) => sidedLines(account, amount, otherSide, invoice.label)),
    ...computed.vatBreakdown.flatMap((row) =>
      vatByAccount(row, computed.lines, rule).flatMap(({ account, amount }) =>
        sidedLines(account, amount, otherSide, invoice.label),
      ),
    ),
  ];
  return checked({ journalCode: rule.journalCode, date: invoice.date, label: invoice.label, lines });
}

/**
 * A rate's VAT, rounded once for the rate, split among the VAT accounts of its lines: each account but
 * the last gets its lines' net at the rate, rounded; the last gets what remains, so the split sums to the rate's VAT.
 */
function vatByAccount(
  row: { vatRateBasisPoints: number; vat: Amount },
  lines: ReadonlyArray<InvoicePostingLine & { excludingTax: Amount }>,
  rule: InvoiceRule,
): Array<{ account: LedgerAccount; amount: Amount }> {
  const vatAccountOf = rule.vatAccountOf;
  if (!vatAccountOf) return [{ account: rule.vatAccount, amount: row.vat }];
  const nets = amountsByAccount(
    lines
      .filter((line) => line.vatRateBasisPoints === row.vatRateBasisPoints)
      .map((line) => ({ account: vatAccountOf(line, line.account ?? rule.defaultAccount), amount: line.excludingTax })),
  );
  let remaining = row.vat;
  return nets.map(({ account, amount }, index) => {
    const share = index === nets.length - 1 ? remaining : multiplyByRate(amount, row.vatRateBasisPoints);
    remaining = subtractAmounts(remaining, share);
    return { account, amount: share };
  });
}

function postPayment(payment: PaymentPosting, accounts: PostingAccounts, partySide: Side): JournalEntry {
  if (payment.amount <= 0n) {
    throw new PostingError(
      'PAYMENT_AMOUNT_MUST_BE_POSITIVE',
      `The payment amount (${payment.amount}) must be positive.`,
    );
  }
  const move = payment.vatMove;
  const lines = [
    ...sidedLines(payment.treasuryAccount, payment.amount, opposite(partySide), payment.label),
    ...sidedLines(payment.partyAccount, payment.amount, partySide, payment.label),
    ...(move ? sidedLines(move.pending, move.amount, 'debit', payment.label) : []),
    ...(move ? sidedLines(move.target, move.amount, 'credit', payment.label) : []),
  ];
  const journalCode = treasuryJournalCode(payment.treasuryAccount, accounts);
  return checked({ journalCode, date: payment.date, label: payment.label, lines });
}

/** Groups amounts by account in order of first appearance, so the entry reads like the invoice. */
function amountsByAccount(items: ReadonlyArray<{ account: LedgerAccount; amount: Amount }>) {
  const groups = new Map<string, { account: LedgerAccount; amount: Amount }>();
  for (const { account, amount } of items) {
    const key = `${account.accountNumber}|${account.accountId ?? ''}|${account.subAccountId ?? ''}`;
    const group = groups.get(key);
    groups.set(key, { account, amount: group === undefined ? amount : addAmounts(group.amount, amount) });
  }
  return [...groups.values()];
}

/** A negative amount (a discount line) goes on the other side; a zero amount posts no line. */
function sidedLines(account: LedgerAccount, amount: Amount, side: Side, label: string): JournalLine[] {
  if (amount === 0n) return [];
  const placedSide = amount > 0n ? side : opposite(side);
  const magnitude = absoluteAmount(amount);
  return [
    {
      ...account,
      label,
      debit: placedSide === 'debit' ? magnitude : ZERO_AMOUNT,
      credit: placedSide === 'credit' ? magnitude : ZERO_AMOUNT,
    },
  ];
}

function opposite(side: Side): Side {
  return side === 'debit' ? 'credit' : 'debit';
}

function mirrored(entry: JournalEntry): JournalEntry {
  return checked({ ...entry, lines: mirrorLines(entry.lines) });
}

function checked(entry: JournalEntry): JournalEntry {
  assertEntryInvariants(entry);
  return entry;
}
