import { type CompanyUser, endpoints, type UpdateUserBody } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { usersRootKey } from './get-users.ts';

/** The refusals the member form explains itself, in the user's language. */
export const MEMBER_RULE_CODES = [
  'LAST_OWNER_MUST_REMAIN',
  'ONLY_OWNERS_MANAGE_OWNERS',
  'CANNOT_CHANGE_OWN_ACCESS',
  'MEMBER_OUTRANKS_YOU',
  'GRANT_MUST_BE_HELD',
] as const;
export type MemberRuleCode = (typeof MEMBER_RULE_CODES)[number];

export function isMemberRuleCode(code: string | null): code is MemberRuleCode {
  return (MEMBER_RULE_CODES as readonly (string | null)[]).includes(code);
}

/** PUT …/users/{userId}: roles, profiles, active. */
export function updateUser(companyId: string, userId: string, body: UpdateUserBody): Promise<CompanyUser> {
  return api.call(
    endpoints.updateUser,
    { params: { companyId, userId }, body },
    { errorToast: (error) => !isMemberRuleCode(error.code) },
  );
}

export function useUpdateUser(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UpdateUserBody }) => updateUser(companyId, userId, body),
    onSuccess: async () => {
      showOperationSucceeded();
      await queryClient.invalidateQueries({ queryKey: usersRootKey });
    },
  });
}
