import { Alert, Avatar, Button, Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconKey, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { initialsOf } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useSessionUserId } from '../../../lib/session.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useCompany } from '../../shell/api/get-company.ts';
import { isProfile } from '../access.ts';
import { useMember } from '../api/get-users.ts';
import { RoleBadges } from './role-badges.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** /user/profile: the user's name, email, company, roles and permissions; the way to change the password. */
export function ProfileScreen() {
  const { t } = useTranslation('users');
  const { t: tCommon } = useTranslation();
  const companyId = useStoredValue('companyId');
  const displayName = useStoredValue('userDisplayName') ?? '';
  const company = useCompany(companyId);
  const member = useMember(companyId, useSessionUserId());
  const canManageUsers = useCan('users.manage');
  const me = member.data ?? null;
  const name = me ? `${me.firstName} ${me.lastName}` : displayName;
  const loading = (value: ReactNode, ready: boolean) => (ready ? value : <Skeleton h={18} w={180} />);

  return (
    <>
      <PageHeader
        title={tCommon('areas.profile')}
        description={t('profile.description')}
        actions={
          <>
            {canManageUsers && (
              <Button variant="default" component={Link} to="/user/users" leftSection={<IconUsers size={16} />}>
                {t('profile.manageUsers')}
              </Button>
            )}
            <Button component={Link} to="/user/password" leftSection={<IconKey size={16} />}>
              {t('profile.changePassword')}
            </Button>
          </>
        }
      />
      {member.isError && (
        <Alert color="red" mb="md">
          {tCommon('errors.loadFailed')}
        </Alert>
      )}
      <Stack gap="md">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Group gap="lg" align="flex-start" wrap="nowrap">
            <Avatar color="bilan" radius="xl" size={56} visibleFrom="xs">
              {initialsOf(name)}
            </Avatar>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" style={{ flex: 1 }}>
              <Field label={t('profile.name')}>{name}</Field>
              <Field label={t('profile.email')}>{loading(me?.email, !member.isLoading)}</Field>
              <Field label={t('profile.company')}>{loading(company.data?.name, !company.isLoading)}</Field>
              <Field label={t('profile.roles')}>
                {loading(<RoleBadges roles={me?.roles ?? []} />, !member.isLoading)}
              </Field>
            </SimpleGrid>
          </Group>
        </Paper>
        {me && (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Text fw={700} mb="sm">
              {t('profile.permissions')}
            </Text>
            <List
              spacing={6}
              size="sm"
              center
              icon={
                <ThemeIcon size={20} radius="xl" color="green" variant="light">
                  <IconCheck size={13} stroke={3} />
                </ThemeIcon>
              }
            >
              {me.profiles.filter(isProfile).map((profile) => (
                <List.Item key={profile}>{t(`profiles.${profile}`)}</List.Item>
              ))}
            </List>
          </Paper>
        )}
      </Stack>
    </>
  );
}
