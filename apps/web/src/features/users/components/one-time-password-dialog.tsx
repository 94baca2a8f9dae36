import type { InviteUserResponse } from '@bilan/contract';
import { Alert, Button, Code, CopyButton, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The answer of an invitation: the one-time password, shown this once with a copy button and the
 * warning that it will not be shown again; or, for someone who already had an account, that they
 * log in with their own password.
 */
export function OneTimePasswordDialog({
  invited,
  onClose,
}: {
  invited: InviteUserResponse | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const user = invited?.user;
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  const password = invited?.oneTimePassword ?? null;
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
      {user && (
        <Stack gap="md">
          {password === null ? (
            <Text size="sm">{t('oneTimePassword.existingAccount', { name, email: user.email })}</Text>
          ) : (
            <>
              <Text size="sm">{t('oneTimePassword.text', { name, email: user.email })}</Text>
              <Paper withBorder radius="md" p="sm" bg="gray.0">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Code
                    fz="lg"
                    fw={700}
                    bg="transparent"
                    aria-label={t('oneTimePassword.label', { email: user.email })}
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
              <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
                {t('oneTimePassword.warning', { name })}
              </Alert>
            </>
          )}
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
