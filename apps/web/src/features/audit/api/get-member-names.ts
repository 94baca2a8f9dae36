import { PAGE_SIZE_MAX } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { getUsers, usersRootKey } from '../../users/api/get-users.ts';

/**
 * The members' names by id, from the largest page the API serves (as the users area reads one member):
 * the trail names who made each change.
 */
export function useMemberNames(companyId: string | null) {
  return useQuery({
    queryKey: [...usersRootKey, companyId ?? '', 'all'],
    queryFn: () => getUsers(companyId ?? '', { limit: PAGE_SIZE_MAX }),
    enabled: Boolean(companyId),
    staleTime: 60_000,
    select: (page) => new Map(page.items.map((member) => [member.id, `${member.firstName} ${member.lastName}`])),
  });
}
