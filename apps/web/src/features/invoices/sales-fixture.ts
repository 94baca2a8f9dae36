import type { AccountingDocument, Company, CompanySettings, Party, WorkFolder } from '@bilan/contract';

/** Test data of the sales screens: a company, its open work folder, a customer and documents. */
export const COMPANY_ID = '0190f1a2-0000-7000-8000-000000000001';
export const WORK_FOLDER_ID = '0190f1a2-0000-7000-8000-0000000000f1';
export const CUSTOMER_ID = '0190f1a2-0000-7000-8000-0000000000c1';
export const INVOICE_ID = '0190f1a2-0000-7000-8000-0000000000d1';

export function company(overrides: Partial<Company> = {}): Company {
  return {
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
    ...overrides,
  };
}

export const WORK_FOLDER: WorkFolder = {
  id: WORK_FOLDER_ID,
  companyId: COMPANY_ID,
  name: 'Exercice 2026',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  status: 'OPEN',
};

export function customer(overrides: Partial<Party> = {}): Party {
  return {
    id: CUSTOMER_ID,
    code: 'C00001',
    name: 'Hôtel du Wouri',
    kind: 'COMPANY',
    taxId: null,
    tradeRegister: null,
    email: 'compta@hotelduwouri.cm',
    phone: '+237677123456',
    phoneOperator: 'MTN',
    address: null,
    city: 'Douala',
    countryCode: 'CM',
    paymentTermsDays: 30,
    notes: null,
    active: true,
    subAccountId: '0190f1a2-0000-7000-8000-0000000000s1',
    controlAccountId: '0190f1a2-0000-7000-8000-000000004111',
    controlAccountNumber: '4111',
    controlAccountFixed: false,
    withholdingAgent: false,
    subjectToPrecompte: false,
    language: null,
    balance: '0',
    ...overrides,
  };
}

export function invoice(overrides: Partial<AccountingDocument> = {}): AccountingDocument {
  return {
    id: INVOICE_ID,
    workFolderId: WORK_FOLDER_ID,
    type: 'SALE_INVOICE',
    state: 'VALIDATED',
    date: '2026-03-10',
    dueDate: '2026-04-09',
    partyId: CUSTOMER_ID,
    reference: 'BC-2291',
    label: null,
    journalCode: 'VE',
    creditedDocumentId: null,
    number: 'VE-2026-000001',
    lines: [
      {
        id: 'line-1',
        accountId: null,
        accountNumber: '701',
        subAccountId: null,
        subAccountNumber: null,
        label: 'Pain de mie (carton)',
        debit: null,
        credit: null,
        quantity: '3',
        unitPrice: '10000',
        vatRate: '19.25',
        discountRate: null,
        excludingTax: '30000',
        vat: '5775',
        includingTax: '35775',
        supplyKind: 'GOODS',
      },
    ],
    totals: { debit: '35775', credit: '35775', excludingTax: '30000', vat: '5775', includingTax: '35775' },
    vatBreakdown: [{ vatRate: '19.25', excludingTax: '30000', vat: '5775', includingTax: '35775' }],
    vatTreatment: 'DOMESTIC',
    currency: 'XAF',
    exchangeRate: null,
    companyCurrencyTotals: null,
    dues: {
      precompteRate: '0',
      vatWithheldRate: '0',
      precompte: '0',
      vatWithheld: '0',
      selfAssessedVat: '0',
      payable: '35775',
    },
    amountPaid: '0',
    amountDue: '35775',
    settlement: 'UNPAID',
    journalEntryId: 'entry-1',
    reversalEntryId: null,
    createdAt: '2026-03-10T10:00:00.000Z',
    updatedAt: '2026-03-10T10:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(items: T[]) => ({ items, total: items.length, nextCursor: null });

/** The company's settings as the API answers them: the framework's posting accounts, no prefixes. */
export function settings(overrides: Partial<CompanySettings> = {}): CompanySettings {
  return {
    companyId: COMPANY_ID,
    legalName: null,
    address: null,
    city: null,
    taxId: null,
    tradeRegister: null,
    siren: null,
    siret: null,
    timeZone: 'Africa/Douala',
    allowFutureEntries: false,
    iban: null,
    bic: null,
    eInvoicing: false,
    attachmentMaxMegabytes: 5,
    vatNumber: null,
    phone: null,
    email: null,
    logo: null,
    defaultVatRates: [],
    postingAccounts: {
      customer: '411',
      supplier: '401',
      salesRevenue: '701',
      purchaseExpense: '601',
      vatCollected: '4431',
      vatDeductible: '4452',
      bank: '521',
      cash: '571',
      mobileMoney: '552',
      mobileMoneyByOperator: {},
      vatDeductibleByPrefix: { '2': '4451', '61': '4453', '62': '4454', '63': '4454' },
    },
    numberPrefixes: {},
    taxOptions: {
      vatOnDebits: false,
      purchasePrecompteRate: '0',
      customerPrecompteRate: '0',
      vatWithheldRate: '0',
      turnoverInstalmentRate: '0',
    },
    defaultLanguage: 'fr',
    fiscalYearStartMonth: 1,
    vatFrequency: null,
    vatFilingDay: null,
    accountingSystem: 'NORMAL',
    taxRegime: null,
    updatedAt: null,
    ...overrides,
  };
}
