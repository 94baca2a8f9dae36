import type { AccountingDocument, ChartOfAccounts, CompanyAccount } from '@bilan/contract';

/** The data the entry screens load, for their tests: a company in XAF, its 2026 folder, journals and a chart. */
export const COMPANY_ID = '0190f1a2-0000-7000-8000-000000000001';
export const WORK_FOLDER_ID = 'wf-2026';

export const COMPANY = {
  id: COMPANY_ID,
  name: 'Boulangerie du Littoral SARL',
  countryCode: 'CM',
  currency: 'XAF',
  accountingFramework: 'SYSCOHADA',
  typeCode: 'SARL',
  domainAreaCode: 'TRADE',
  subDomainAreaCode: null,
  taxSystemCode: 'REAL',
  referentialBankAccount: null,
  parentCompanyId: null,
  createdAt: '2026-01-02T10:00:00.000Z',
};

export const WORK_FOLDERS = [
  {
    id: WORK_FOLDER_ID,
    companyId: COMPANY_ID,
    name: 'Exercice 2026',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    status: 'OPEN',
  },
];

export const JOURNALS = [
  { id: 'j-od', code: 'OD', label: 'Miscellaneous operations', type: 'MISC', isSystem: true },
  { id: 'j-bq', code: 'BQ', label: 'Bank', type: 'BANK', isSystem: true },
  { id: 'j-ca', code: 'CA', label: 'Cash', type: 'CASH', isSystem: true },
];

function account(number: string, label: string, extra: Partial<CompanyAccount> = {}): CompanyAccount {
  return {
    id: `acc-${number}`,
    number,
    label,
    class: number.slice(0, 1),
    parentNumber: number.length > 2 ? number.slice(0, number.length - 1) : null,
    nature: 'mixed',
    // Classes and two-digit headings are groups, as the API's chart says (packages/accounting/src/account-tree.ts).
    isGroup: number.length < 3,
    refAccountNumber: null,
    active: true,
    openItems: ['40', '41', '42', '47'].includes(number.slice(0, 2)),
    hasPostings: false,
    subAccounts: [],
    ...extra,
  };
}

export const ENTRY_CHART: ChartOfAccounts = [
  { class: '1', label: 'Capital', accounts: [account('10', 'Capital'), account('101', 'Capital social')] },
  {
    class: '4',
    label: 'Tiers',
    accounts: [
      account('401', 'Fournisseurs', {
        subAccounts: [
          { id: 'sub-F001', accountId: 'acc-401', number: 'F001', label: 'Brasseries du Cameroun', partyId: null },
          { id: 'sub-F002', accountId: 'acc-401', number: 'F002', label: 'Sabc', partyId: null },
        ],
      }),
      // No supplier kept under it yet: the party cell must still take one (docs/decisions/0035-parties-on-every-control-account.md).
      account('4041', "Fournisseurs - Achats d'immobilisations"),
    ],
  },
  {
    class: '5',
    label: 'Trésorerie',
    accounts: [
      account('52', 'Banques'),
      account('521', 'Banques locales'),
      account('52110001', 'Ecobank Douala'),
      account('571', 'Caisse siège social'),
      account('572', 'Caisse succursale', { active: false }),
    ],
  },
];

type Line = { accountNumber: string; debit?: string; credit?: string; subAccountId?: string };

/** A journal-entry document as the API answers it. */
export function entryDocument(
  id: string,
  state: AccountingDocument['state'],
  lines: Line[],
  extra: Partial<AccountingDocument> = {},
): AccountingDocument {
  const total = (side: 'debit' | 'credit') => String(lines.reduce((sum, line) => sum + BigInt(line[side] ?? '0'), 0n));
  return {
    id,
    workFolderId: WORK_FOLDER_ID,
    type: 'JOURNAL_ENTRY',
    state,
    date: '2026-03-15',
    dueDate: null,
    partyId: null,
    reference: null,
    label: 'Apport en capital',
    journalCode: 'OD',
    creditedDocumentId: null,
    number: state === 'DRAFT' ? null : 'OD-2026-000001',
    lines: lines.map((line, index) => ({
      id: `${id}-line-${index}`,
      accountId: `acc-${line.accountNumber}`,
      accountNumber: line.accountNumber,
      subAccountId: line.subAccountId ?? null,
      subAccountNumber: null,
      label: null,
      debit: line.debit ?? '0',
      credit: line.credit ?? '0',
      quantity: null,
      unitPrice: null,
      vatRate: null,
      discountRate: null,
      excludingTax: null,
      vat: null,
      includingTax: null,
      supplyKind: null,
    })),
    totals: { debit: total('debit'), credit: total('credit'), excludingTax: null, vat: null, includingTax: null },
    vatBreakdown: [],
    vatTreatment: null,
    currency: 'XAF',
    exchangeRate: null,
    companyCurrencyTotals: null,
    dues: null,
    amountPaid: null,
    amountDue: null,
    settlement: null,
    journalEntryId: state === 'DRAFT' ? null : 'entry-1',
    reversalEntryId: null,
    createdAt: '2026-03-15T10:00:00.000Z',
    updatedAt: '2026-03-15T10:00:00.000Z',
    ...extra,
  };
}

export const BALANCED_LINES: Line[] = [
  { accountNumber: '52110001', debit: '1000000' },
  { accountNumber: '571', debit: '200000' },
  { accountNumber: '101', credit: '1200000' },
];
