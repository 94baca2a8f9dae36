import { z } from 'zod';
import { emailField, encodedPasswordField, optionalText, requiredText, uuidSchema } from './fields.ts';
import { pageSchema } from './ledger.ts';
import { ACCOUNTING_FRAMEWORKS } from './referentials.ts';
import { isStrongPassword } from './validators.ts';

/** What describes a company, at signup and when a subsidiary is created. */
const companyProfileFields = {
  name: requiredText('NAME_REQUIRED'),
  countryCode: requiredText('COUNTRY_REQUIRED', 2).toUpperCase(),
  typeCode: requiredText('TYPE_REQUIRED', 20),
  domainAreaCode: requiredText('DOMAIN_AREA_REQUIRED', 20),
  subDomainAreaCode: optionalText(20),
  taxSystemCode: requiredText('TAX_SYSTEM_REQUIRED', 20),
  referentialBankAccount: optionalText(64),
};

const companyFields = {
  ...companyProfileFields,
  ownerFirstName: requiredText('OWNER_FIRST_NAME_REQUIRED', 100),
  ownerLastName: requiredText('OWNER_LAST_NAME_REQUIRED', 100),
  ownerEmail: emailField('OWNER_EMAIL'),
};

/** The company creation request of docs/seed-spec.md §3, as the API receives it. */
export const createCompanyBodySchema = z
  .strictObject({
    ...companyFields,
    ownerEncodedPassword: encodedPasswordField('PASSWORD_REQUIRED', true),
    confirmEncodedPassword: encodedPasswordField('PASSWORD_CONFIRMATION_REQUIRED', false),
  })
  .refine((body) => body.ownerEncodedPassword === body.confirmEncodedPassword, {
    path: ['confirmEncodedPassword'],
    error: 'PASSWORD_CONFIRMATION_MISMATCH',
  });
export type CreateCompanyBody = z.infer<typeof createCompanyBodySchema>;

/** The signup form of the web app: the same fields with the passwords in clear (encoded on submit). */
export const signupFormSchema = z
  .object({
    ...companyFields,
    subDomainAreaCode: z.string().nullish(),
    referentialBankAccount: z.string().trim().max(64).nullish(),
    ownerPassword: z.string().min(1, { error: 'PASSWORD_REQUIRED' }).max(256),
    confirmPassword: z.string().min(1, { error: 'PASSWORD_CONFIRMATION_REQUIRED' }).max(256),
  })
  .superRefine((form, context) => {
    if (form.ownerPassword && !isStrongPassword(form.ownerPassword)) {
      context.addIssue({ code: 'custom', path: ['ownerPassword'], message: 'PASSWORD_TOO_WEAK' });
    }
    if (form.confirmPassword && form.confirmPassword !== form.ownerPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'PASSWORD_CONFIRMATION_MISMATCH' });
    }
  });
export type SignupForm = z.infer<typeof signupFormSchema>;

export const createCompanyResponseSchema = z.object({ id: uuidSchema, name: z.string() });
export type CreateCompanyResponse = z.infer<typeof createCompanyResponseSchema>;

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  accountingFramework: z.enum(ACCOUNTING_FRAMEWORKS),
  typeCode: z.string(),
  domainAreaCode: z.string(),
  subDomainAreaCode: z.string().nullable(),
  taxSystemCode: z.string(),
  referentialBankAccount: z.string().nullable(),
  parentCompanyId: z.string().nullable(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const companyIdParamsSchema = z.strictObject({ id: uuidSchema });

/** A subsidiary is described as at signup; its owner is the caller, so no owner fields. */
export const createSubsidiaryBodySchema = z.strictObject(companyProfileFields);
export type CreateSubsidiaryBody = z.infer<typeof createSubsidiaryBodySchema>;

export const companyPageSchema = pageSchema(companySchema);
export type CompanyPage = z.infer<typeof companyPageSchema>;
