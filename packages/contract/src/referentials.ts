import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './constants.ts';

export const ACCOUNTING_FRAMEWORKS = ['SYSCOHADA', 'PCG'] as const;

export const countrySchema = z.object({
  code: z.string(),
  frName: z.string(),
  enName: z.string(),
  currency: z.string(),
  phoneCode: z.string(),
  accountingFramework: z.enum(ACCOUNTING_FRAMEWORKS),
});
export type Country = z.infer<typeof countrySchema>;

export const labelledCodeSchema = z.object({ code: z.string(), label: z.string() });
export type LabelledCode = z.infer<typeof labelledCodeSchema>;

export const companyReferentialsQuerySchema = z.strictObject({
  countryCode: z.string().trim().toUpperCase().length(2, { error: 'COUNTRY_REQUIRED' }),
  lang: z.enum(SUPPORTED_LANGUAGES).default('en'),
});

export const companyReferentialsSchema = z.object({
  types: z.array(labelledCodeSchema),
  domainAreas: z.array(labelledCodeSchema),
  subDomainAreas: z.array(labelledCodeSchema.extend({ domainAreaCode: z.string() })),
  taxSystems: z.array(labelledCodeSchema),
});
export type CompanyReferentials = z.infer<typeof companyReferentialsSchema>;

export const accountingFrameworkSchema = z.enum(ACCOUNTING_FRAMEWORKS);
export type AccountingFramework = z.infer<typeof accountingFrameworkSchema>;

export const refAccountsQuerySchema = z.strictObject({
  framework: accountingFrameworkSchema.default('SYSCOHADA'),
});

export const accountNatureSchema = z.enum([
  'asset',
  'liability',
  'equity',
  'income',
  'expense',
  'off_balance',
  'mixed',
]);

export const refAccountSchema = z.object({
  framework: accountingFrameworkSchema,
  number: z.string(),
  frLabel: z.string(),
  enLabel: z.string(),
  classNumber: z.string(),
  parentNumber: z.string(),
  isGroup: z.boolean(),
  nature: accountNatureSchema,
});
export type RefAccount = z.infer<typeof refAccountSchema>;

export const refAccountCategorySchema = z.object({
  framework: accountingFrameworkSchema,
  classNumber: z.string(),
  frLabel: z.string(),
  enLabel: z.string(),
});
export type RefAccountCategory = z.infer<typeof refAccountCategorySchema>;
