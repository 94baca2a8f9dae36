import { PROFILES, ROLES } from '@bilan/contract';
import { Checkbox, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { defaultProfilesOf, type Grantable } from '../access.ts';

export interface Access {
  roles: string[];
  profiles: string[];
}

/**
 * The roles of a member and the permissions (profiles) they hold. Choosing roles sets the
 * permissions to those roles' defaults, as the API does; the permissions can then be adjusted one by
 * one. An owner holds them all, and only an owner may grant the owner role; a user grants only the
 * roles and permissions it holds.
 */
export function AccessFields({
  value,
  onChange,
  canGrantOwner,
  grantable,
  rolesError,
  disabled = false,
}: {
  value: Access;
  onChange: (access: Access) => void;
  canGrantOwner: boolean;
  /** Roles and permissions the user may grant; the others are shown, disabled. */
  grantable: Grantable;
  rolesError?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation('users');
  const owner = value.roles.includes('OWNER');
  return (
    <Stack gap="md">
      <Checkbox.Group
        label={t('form.roles')}
        withAsterisk
        value={value.roles}
        onChange={(roles) => onChange({ roles, profiles: defaultProfilesOf(roles) })}
        error={rolesError}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          {ROLES.map((role) => (
            <Paper key={role} withBorder radius="md" p="sm">
              <Checkbox
                value={role}
                label={t(`roles.${role}`)}
                description={
                  role === 'OWNER' && !canGrantOwner
                    ? t('form.onlyOwnersGrantOwner')
                    : grantable.role(role)
                      ? t(`roleHints.${role}`)
                      : t('form.roleNotHeld')
                }
                disabled={disabled || (role === 'OWNER' && !canGrantOwner) || !grantable.role(role)}
              />
            </Paper>
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Checkbox.Group
        label={t('form.profiles')}
        description={owner ? t('form.ownerHasAll') : t('form.profilesHint')}
        value={owner ? [...PROFILES] : value.profiles}
        onChange={(profiles) => onChange({ roles: value.roles, profiles })}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={8} mt="xs">
          {PROFILES.map((profile) => (
            <Checkbox
              key={profile}
              value={profile}
              label={t(`profiles.${profile}`)}
              disabled={disabled || owner || !grantable.profile(profile)}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Stack>
  );
}
