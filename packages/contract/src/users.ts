import { z } from 'zod';
import { PROFILES, ROLES } from './auth.ts';
import { PAGE_SIZE_MAX } from './constants.ts';
import { emailField, requiredText, uuidSchema } from './fields.ts';
import { pageSchema } from './ledger.ts';

export const roleSchema = z.enum(ROLES, { error: 'ROLE_INVALID' });
export const profileSchema = z.enum(PROFILES, { error: 'PROFILE_INVALID' });

const hasNoDuplicates = (values: readonly string[]) => new Set(values).size === values.length;

const rolesField = z
  .array(roleSchema, { error: 'ROLES_REQUIRED' })
  .min(1, { error: 'ROLES_REQUIRED' })
  .max(ROLES.length)
  .refine(hasNoDuplicates, { error: 'ROLES_DUPLICATED' });

/**
 * The named permissions of a member. Absent, they are the defaults of the roles (ROLE_PROFILES);
 * given, they replace them, so a member may hold more or fewer than the roles' defaults. An owner
 * always holds every profile, so a company can never lose the last member who manages users.
 */
const profilesField = z
  .array(profileSchema, { error: 'PROFILES_INVALID' })
  .max(PROFILES.length)
  .refine(hasNoDuplicates, { error: 'PROFILES_DUPLICATED' });

/**
 * Invites someone into the company. The membership begins only when the person accepts: a new email
 * gets an account whose first login accepts; an email that already has an account sees the
 * invitation after logging in (docs/decisions/0004-users-memberships-and-subsidiaries.md).
 */
export const inviteUserBodySchema = z.strictObject({
  email: emailField('EMAIL'),
  firstName: requiredText('FIRST_NAME_REQUIRED', 100),
  lastName: requiredText('LAST_NAME_REQUIRED', 100),
  roles: rolesField,
  profiles: profilesField.optional(),
});
export type InviteUserBody = z.infer<typeof inviteUserBodySchema>;

/** Changes a membership; absent fields keep their value, except profiles, which follow new roles. */
export const updateUserBodySchema = z.strictObject({
  roles: rolesField.optional(),
  profiles: profilesField.optional(),
  active: z.boolean({ error: 'ACTIVE_INVALID' }).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** A member of the company: the account and its membership (createdAt is when the membership began). */
export const companyUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  profiles: z.array(z.string()),
  active: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const companyUserPageSchema = pageSchema(companyUserSchema);
export type CompanyUserPage = z.infer<typeof companyUserPageSchema>;

/**
 * What the inviting company learns of an invitation: the same fields, and never a name or an id of
 * the account, whether the email already had an account or not.
 */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  profiles: z.array(z.string()),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * The invitation as sent: the person receives it by mail (a link to choose a password, or to log in
 * and accept). Nothing tells whether the email had an account.
 */
export const inviteUserResponseSchema = z.object({ invitation: invitationSchema });
export type InviteUserResponse = z.infer<typeof inviteUserResponseSchema>;

/** An invitation waiting for the logged-in user's answer, with the company that sent it. */
export const pendingInvitationSchema = z.object({
  id: z.string(),
  company: z.object({ id: z.string(), name: z.string() }),
  roles: z.array(z.string()),
  profiles: z.array(z.string()),
  createdAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const invitationParamsSchema = z.strictObject({ invitationId: uuidSchema });

/** Page of a short list: `limit` is capped rather than refused, `cursor` is the offset as text. */
export const offsetPageQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'LIMIT_INVALID' })
    .int({ error: 'LIMIT_INVALID', abort: true })
    .min(1, { error: 'LIMIT_INVALID' })
    .transform((limit) => Math.min(limit, PAGE_SIZE_MAX))
    .default(50),
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'CURSOR_INVALID' })
    .optional(),
});
export type OffsetPageQuery = z.infer<typeof offsetPageQuerySchema>;

export const companyUserParamsSchema = z.strictObject({ companyId: uuidSchema, userId: uuidSchema });

/** A company the logged-in user may switch to, with the roles of that membership. */
export const memberCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  parentCompanyId: z.string().nullable(),
  roles: z.array(z.string()),
});
export type MemberCompany = z.infer<typeof memberCompanySchema>;

export const switchCompanyBodySchema = z.strictObject({ companyId: uuidSchema });
export type SwitchCompanyBody = z.infer<typeof switchCompanyBodySchema>;
