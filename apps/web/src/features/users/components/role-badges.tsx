import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sortedRoles } from '../access.ts';

/** A member's roles, from the highest, as badges. */
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('users');
  return (
    <Group gap={4} wrap="wrap">
      {sortedRoles(roles).map((role) => (
        <Badge key={role} variant={role === 'OWNER' ? 'filled' : 'light'} color={role === 'VIEWER' ? 'gray' : 'bilan'}>
          {t(`roles.${role}`)}
        </Badge>
      ))}
    </Group>
  );
}
