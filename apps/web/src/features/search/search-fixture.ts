import type { SearchResults } from '@bilan/contract';

export const SEARCH_COMPANY_ID = '0190f1a2-0000-7000-8000-000000000001';
export const CURRENT_FOLDER_ID = '0190f1a2-0000-7000-8000-0000000000f1';
export const OTHER_FOLDER_ID = '0190f1a2-0000-7000-8000-0000000000f2';
export const SEARCH_PATH = `/v1/companies/${SEARCH_COMPANY_ID}/search`;

export const COMPANY = {
  id: SEARCH_COMPANY_ID,
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

const INVOICE_ID = '0190f1a2-0000-7000-8000-00000000d001';
const ENTRY_ID = '0190f1a2-0000-7000-8000-00000000d002';
const CUSTOMER_ID = '0190f1a2-0000-7000-8000-00000000c001';
const SUPPLIER_ID = '0190f1a2-0000-7000-8000-00000000c002';
const ACCOUNT_ID = '0190f1a2-0000-7000-8000-00000000a001';

/** What the API answers for "akwa": an invoice of another folder, an entry, two parties and an account. */
export const AKWA_RESULTS: SearchResults = {
  query: 'akwa',
  amount: null,
  documents: {
    items: [
      {
        id: INVOICE_ID,
        workFolderId: OTHER_FOLDER_ID,
        type: 'SALE_INVOICE',
        state: 'VALIDATED',
        number: 'VE-2025-000042',
        reference: 'BC-7781',
        label: 'Livraison Akwa',
        date: '2025-11-03',
        amount: '89438',
        party: { id: CUSTOMER_ID, role: 'CUSTOMER', name: 'Boulangerie Akwa' },
      },
      {
        id: ENTRY_ID,
        workFolderId: CURRENT_FOLDER_ID,
        type: 'JOURNAL_ENTRY',
        state: 'DRAFT',
        number: null,
        reference: null,
        label: 'Loyer agence Akwa',
        date: '2026-03-01',
        amount: '250000',
        party: null,
      },
    ],
    more: false,
  },
  parties: {
    items: [
      {
        id: CUSTOMER_ID,
        role: 'CUSTOMER',
        code: 'C00001',
        name: 'Boulangerie Akwa',
        phone: '+237677123456',
        city: 'Douala',
        active: true,
      },
      {
        id: SUPPLIER_ID,
        role: 'SUPPLIER',
        code: 'F00007',
        name: 'Akwa Transports',
        phone: null,
        city: null,
        active: false,
      },
    ],
    more: true,
  },
  accounts: {
    items: [{ id: ACCOUNT_ID, number: '4711', label: 'Akwa suspense', class: '4', isGroup: false, active: true }],
    more: false,
  },
};

export const IDS = { INVOICE_ID, ENTRY_ID, CUSTOMER_ID, SUPPLIER_ID, ACCOUNT_ID };

/** What the API answers for "zebulon", accents and case ignored: the party and its invoice. */
export const ZEBULON_RESULTS: SearchResults = {
  query: 'zebulon',
  amount: null,
  documents: {
    items: [
      {
        id: INVOICE_ID,
        workFolderId: CURRENT_FOLDER_ID,
        type: 'SALE_INVOICE',
        state: 'VALIDATED',
        number: 'VE-2026-000007',
        reference: null,
        label: 'Réparation du groupe électrogène',
        date: '2026-03-01',
        amount: '5000',
        party: { id: CUSTOMER_ID, role: 'CUSTOMER', name: 'Établissements Zébulon' },
      },
    ],
    more: false,
  },
  parties: {
    items: [
      {
        id: CUSTOMER_ID,
        role: 'CUSTOMER',
        code: 'C00009',
        name: 'Établissements Zébulon',
        phone: null,
        city: null,
        active: true,
      },
    ],
    more: false,
  },
  accounts: { items: [], more: false },
};
