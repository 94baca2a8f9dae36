import type { InviteUserResponse } from '@bilan/contract';
import { Alert, Button, Code, CopyButton, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The answer of an invitation: the one-time password, shown this once with a copy button and the
 * warning that it will not be shown again. The API answers the same whether the email already had an
 * account or not (docs/decisions/0004-users-memberships-and-subsidiaries.md), so the dialog says what
 * each case does without knowing which it is.
 */
export function OneTimePasswordDialog({
  invited,
  onClose,
}: {
  invited: (InviteUserResponse & { name: string }) | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const invitation = invited?.invitation;
  const name = invited?.name ?? '';
  const password = invited?.oneTimePassword ?? '';
  return (
    <Modal
      opened={invited !== null}
      onClose={onClose}
      title={t('oneTimePassword.title')}
      centered
      radius="lg"
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {invitation && (
        <Stack gap="md">
          <Text size="sm">{t('oneTimePassword.text', { name, email: invitation.email })}</Text>
          <Paper withBorder radius="md" p="sm" bg="gray.0">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Code
                fz="lg"
                fw={700}
                bg="transparent"
                aria-label={t('oneTimePassword.label', { email: invitation.email })}
                data-testid="one-time-password"
                style={{ letterSpacing: '0.04em', wordBreak: 'break-all' }}
              >
                {password}
              </Code>
              <CopyButton value={password} timeout={2000}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? 'light' : 'default'}
                    color={copied ? 'green' : undefined}
                    size="xs"
                    leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    onClick={copy}
                  >
                    {copied ? t('oneTimePassword.copied') : t('oneTimePassword.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Paper>
          <Text size="sm" c="dimmed">
            {t('oneTimePassword.existingAccount')}
          </Text>
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t('oneTimePassword.warning', { name })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('oneTimePassword.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
