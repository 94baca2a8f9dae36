export * from './auth.ts';
export * from './companies.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './referentials.ts';
export * from './validators.ts';
export * from './work-folders.ts';
