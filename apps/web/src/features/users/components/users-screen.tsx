import type { CompanyUser, InviteUserResponse } from '@bilan/contract';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconKey, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useSessionUserId } from '../../../lib/session.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useUsers } from '../api/get-users.ts';
import { EditUserModal } from './edit-user-modal.tsx';
import { InvitationSentDialog } from './invitation-sent-dialog.tsx';
import { InviteUserModal } from './invite-user-modal.tsx';
import { RoleBadges } from './role-badges.tsx';

function MemberStatus({ member }: { member: CompanyUser }) {
  const { t } = useTranslation('users');
  return (
    <Stack gap={4} align="flex-start">
      <Badge variant="light" color={member.active ? 'green' : 'gray'}>
        {member.active ? t('list.active') : t('list.inactive')}
      </Badge>
      {member.mustChangePassword && (
        <Badge variant="light" color="orange" leftSection={<IconKey size={12} />}>
          {t('list.mustChangePassword')}
        </Badge>
      )}
    </Stack>
  );
}

function MemberRow({ member, isSelf, onEdit }: { member: CompanyUser; isSelf: boolean; onEdit: () => void }) {
  const { t } = useTranslation('users');
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <Table.Tr data-testid="user-row" data-email={member.email}>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600}>
            {name}
          </Text>
          {isSelf && (
            <Badge size="xs" variant="outline">
              {t('list.you')}
            </Badge>
          )}
        </Group>
        {/* Phones show one column: the email, roles and status go under the name. */}
        <Stack gap={6} hiddenFrom="sm" mt={2} align="flex-start">
          <Text size="xs" c="dimmed">
            {member.email}
          </Text>
          <RoleBadges roles={member.roles} />
          <MemberStatus member={member} />
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">{member.email}</Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <RoleBadges roles={member.roles} />
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <MemberStatus member={member} />
      </Table.Td>
      <Table.Td ta="right">
        <Tooltip label={t('list.edit', { name })} openDelay={300}>
          <ActionIcon variant="default" size="lg" onClick={onEdit} aria-label={t('list.edit', { name })}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      </Table.Td>
    </Table.Tr>
  );
}

function MembersTable({
  rows,
  sessionUserId,
  onEdit,
}: {
  rows: CompanyUser[];
  sessionUserId: string | null;
  onEdit: (member: CompanyUser) => void;
}) {
  const { t } = useTranslation('users');
  const { t: tCommon } = useTranslation();
  return (
    <ScrollTable minWidth={340} label={tCommon('areas.user')}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={tCommon('areas.user')}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{t('list.name')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('list.email')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('list.roles')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('list.status')}</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              isSelf={member.id === sessionUserId}
              onEdit={() => onEdit(member)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function MembersFooter({ users, total }: { users: ReturnType<typeof useUsers>; total: number }) {
  const { t } = useTranslation('users');
  const { t: tCommon } = useTranslation();
  return (
    <Group justify="space-between" p="md" gap="sm">
      <Text size="sm" c="dimmed">
        {t('list.count', { count: total })}
      </Text>
      {users.hasNextPage && (
        <Button variant="default" size="xs" onClick={() => users.fetchNextPage()} loading={users.isFetchingNextPage}>
          {tCommon('actions.loadMore')}
        </Button>
      )}
    </Group>
  );
}

/** /user/users: the members of the company; invite one (its one-time password shown once), change one. */
export function UsersScreen() {
  const { t } = useTranslation('users');
  const { t: tCommon } = useTranslation();
  const companyId = useStoredValue('companyId');
  const sessionUserId = useSessionUserId();
  const users = useUsers(companyId);
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<(InviteUserResponse & { name: string }) | null>(null);
  const [editing, setEditing] = useState<CompanyUser | null>(null);
  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];
  const total = users.data?.pages[0]?.total ?? 0;

  return (
    <>
      <PageHeader
        title={tCommon('areas.user')}
        description={t('list.description')}
        actions={
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setInviting(true)} disabled={!companyId}>
            {t('list.invite')}
          </Button>
        }
      />
      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {users.isLoading && (
          <Stack p="md">
            <LoadingRows count={4} height={36} />
          </Stack>
        )}
        {users.isError && (
          <Alert color="red" m="md">
            {tCommon('errors.loadFailed')}
          </Alert>
        )}
        {users.data && rows.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {t('list.empty')}
          </Text>
        )}
        {rows.length > 0 && <MembersTable rows={rows} sessionUserId={sessionUserId} onEdit={setEditing} />}
        {rows.length > 0 && <MembersFooter users={users} total={total} />}
      </Paper>
      {companyId && (
        <>
          <InviteUserModal
            companyId={companyId}
            opened={inviting}
            onClose={() => setInviting(false)}
            onInvited={(answer) => {
              setInviting(false);
              setInvited(answer);
            }}
          />
          <EditUserModal companyId={companyId} member={editing} onClose={() => setEditing(null)} />
        </>
      )}
      <InvitationSentDialog invited={invited} onClose={() => setInvited(null)} />
    </>
  );
}
