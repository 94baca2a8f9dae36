import type { PendingInvitation } from '@bilan/contract';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.tsx';
import { useAnswerInvitation } from '../api/invitations.ts';
import { RoleBadges } from './role-badges.tsx';

function InvitationRow({ invitation }: { invitation: PendingInvitation }) {
  const { t } = useTranslation('users');
  const answer = useAnswerInvitation();
  const pending = answer.isPending ? answer.variables.answer : null;
  const name = invitation.company.name;
  const reply = async (choice: 'accept' | 'decline') => {
    await answer.mutateAsync({ id: invitation.id, answer: choice });
    // A declined invitation opens nothing: information, where an accepted one is a success.
    showToast({
      type: choice === 'accept' ? 'success' : 'info',
      message: t(choice === 'accept' ? 'invitations.accepted' : 'invitations.declined', { company: name }),
    });
  };
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      py="xs"
      data-testid="pending-invitation"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
        <Text fw={600} size="sm" truncate="end">
          {name}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('invitations.as')}
          </Text>
          <RoleBadges roles={invitation.roles} />
        </Group>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          disabled={pending === 'accept'}
          loading={pending === 'decline'}
          onClick={() => reply('decline').catch(() => undefined)}
          aria-label={t('invitations.declineLabel', { company: name })}
        >
          {t('invitations.decline')}
        </Button>
        <Button
          size="xs"
          disabled={pending === 'decline'}
          loading={pending === 'accept'}
          onClick={() => reply('accept').catch(() => undefined)}
          aria-label={t('invitations.acceptLabel', { company: name })}
        >
          {t('invitations.accept')}
        </Button>
      </Group>
    </Group>
  );
}

/** The invitations waiting for the user's answer (pending-invitations.tsx shows it when there are some). */
export function PendingInvitationsPanel({ items }: { items: PendingInvitation[] }) {
  const { t } = useTranslation('users');
  return (
    <Paper
      component="section"
      aria-labelledby="pending-invitations-title"
      withBorder
      radius="lg"
      p="md"
      mb="lg"
      data-testid="pending-invitations"
    >
      <Group gap="sm" wrap="nowrap" mb="xs" align="flex-start">
        <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
          <IconMailOpened size={20} />
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={2} size="h5" id="pending-invitations-title">
            {t('invitations.title', { count: items.length })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('invitations.text')}
          </Text>
        </Stack>
      </Group>
      {items.map((invitation) => (
        <InvitationRow key={invitation.id} invitation={invitation} />
      ))}
    </Paper>
  );
}
