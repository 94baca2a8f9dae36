import { z } from 'zod';
import { LOGIN_PLATFORM } from './constants.ts';
import { emailField, encodedPasswordField, uuidSchema } from './fields.ts';

export const loginBodySchema = z.strictObject({
  email: emailField('EMAIL'),
  encodedPassword: encodedPasswordField('PASSWORD_REQUIRED', false),
  companyId: uuidSchema.nullish(),
  platform: z.literal(LOGIN_PLATFORM, { error: 'PLATFORM_INVALID' }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const sessionUserSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyId: z.string(),
  /** Present (true) after an invitation: every call but change-password is refused until it is changed. */
  mustChangePassword: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const changePasswordBodySchema = z.strictObject({
  currentEncodedPassword: encodedPasswordField('CURRENT_PASSWORD_REQUIRED', false),
  newEncodedPassword: encodedPasswordField('NEW_PASSWORD_REQUIRED', true),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const ROLES = ['OWNER', 'ADMIN', 'ACCOUNTANT', 'VIEWER'] as const;
export type Role = (typeof ROLES)[number];

/** Profiles are named permissions; a role grants a default set of them. */
export const PROFILES = [
  'reports.read',
  'documents.write',
  'documents.validate',
  'payments.write',
  'accounts.write',
  'parties.write',
  'work-folders.manage',
  'settings.manage',
  'users.manage',
] as const;
export type Profile = (typeof PROFILES)[number];

export const ROLE_PROFILES: Record<Role, readonly Profile[]> = {
  OWNER: PROFILES,
  ADMIN: PROFILES,
  ACCOUNTANT: [
    'reports.read',
    'documents.write',
    'documents.validate',
    'payments.write',
    'accounts.write',
    'parties.write',
    'work-folders.manage',
  ],
  VIEWER: ['reports.read'],
};

/** The claims the session token carries (docs/seed-spec.md §3: roles and profiles lists). */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  companyId: z.string(),
  roles: z.array(z.string()),
  profiles: z.array(z.string()),
  /** The user's session generation when the token was issued: a later one revokes it. */
  gen: z.number().int().nonnegative(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** docs/seed-spec.md §6: a permission is granted when its name is in the token's roles or profiles. */
export function hasPermission(claims: Pick<TokenClaims, 'roles' | 'profiles'>, name: string): boolean {
  return claims.roles.includes(name) || claims.profiles.includes(name);
}
