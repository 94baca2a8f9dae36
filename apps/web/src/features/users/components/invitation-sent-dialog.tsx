import type { InviteUserResponse } from '@bilan/contract';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The answer of an invitation: it went by mail. The API answers the same whether the email already
 * had an account or not (docs/decisions/0004-users-memberships-and-subsidiaries.md), so the dialog
 * says what each case receives without knowing which it is (docs/decisions/0028-mail-outbox.md).
 */
export function InvitationSentDialog({
  invited,
  onClose,
}: {
  invited: (InviteUserResponse & { name: string }) | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const invitation = invited?.invitation;
  const name = invited?.name ?? '';
  return (
    <Modal
      opened={invited !== null}
      onClose={onClose}
      title={t('invitationSent.title')}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {invitation && (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconMailForward size={18} />}>
            {t('invitationSent.text', { name, email: invitation.email })}
          </Alert>
          <Text size="sm" c="dimmed">
            {t('invitationSent.how')}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('invitationSent.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
