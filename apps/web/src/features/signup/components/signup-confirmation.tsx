import type { CreateCompanyResponse } from '@bilan/contract';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * docs/seed-spec.md §2: after the signup a confirmation is shown; OK takes the user to the root. The
 * API answers the same whether the email was new or already had an account (nothing is created
 * then), so the text tells what to do next in both cases.
 */
export function SignupConfirmation({ company }: { company: (CreateCompanyResponse & { email: string }) | null }) {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();
  return (
    <Modal
      opened={company !== null}
      onClose={() => navigate('/')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      radius="lg"
      title={t('confirmation.title')}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon color="green" variant="light" size={44} radius="xl">
            <IconCircleCheck size={26} />
          </ThemeIcon>
          <Stack gap="xs">
            <Text>{t('confirmation.text', { name: company?.name ?? '', email: company?.email ?? '' })}</Text>
            <Text size="sm" c="dimmed">
              {t('confirmation.existingAccount')}
            </Text>
          </Stack>
        </Group>
        <Group justify="flex-end">
          <Button onClick={() => navigate('/')} data-autofocus>
            {t('confirmation.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
