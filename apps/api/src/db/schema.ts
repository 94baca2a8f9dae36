export * from '../modules/accounts/accounts.table.ts';
export * from '../modules/auth/users.table.ts';
export * from '../modules/companies/companies.table.ts';
export * from '../modules/documents/documents.table.ts';
export * from '../modules/ledger/ledger.table.ts';
export * from '../modules/parties/parties.table.ts';
export * from '../modules/referentials/referentials.table.ts';
export * from '../modules/work-folders/work-folders.table.ts';
