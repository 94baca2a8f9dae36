import { Alert, Anchor, Box, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo.tsx';
import { LanguageToggle } from '../../../components/ui/language-toggle.tsx';
import { isSessionValid, loginPath, safeReturnUrl } from '../../../lib/session.ts';
import { clearAllStored } from '../../../lib/storage.ts';
import { showToast } from '../../../lib/toast.tsx';
import { revokeSession } from '../api/logout.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/**
 * /auth/change-password: where an invited user lands after logging in with the one-time password.
 * It stands outside the shell because the API refuses every other call until the password changes.
 */
export function ForcedPasswordChangeScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));
  if (!isSessionValid()) return <Navigate replace to={loginPath(returnUrl)} />;

  async function logout() {
    await revokeSession();
    clearAllStored();
    queryClient.clear();
    navigate('/');
  }

  function changed() {
    showToast({ type: 'success', message: t('changePassword.changed') });
    navigate(returnUrl, { replace: true });
  }

  return (
    <Flex direction="column" mih="100vh" bg="gray.0">
      <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md" component="header">
        <BrandLogo size="sm" />
        <LanguageToggle />
      </Group>
      <Flex flex={1} align="center" justify="center" px="md" pb={48} component="main">
        <Paper w="100%" maw={560} p={{ base: 'lg', sm: 40 }} radius="lg" shadow="sm" withBorder>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {t('changePassword.forcedTitle')}
              </Title>
              <Alert color="bilan" variant="light" icon={<IconKey size={18} />}>
                {t('changePassword.forcedText')}
              </Alert>
            </Stack>
            <ChangePasswordForm oneTimePassword onChanged={changed} />
            <Box ta="center">
              <Text size="sm" c="dimmed" span>
                <Anchor component="button" type="button" size="sm" onClick={logout}>
                  {t('changePassword.logout')}
                </Anchor>
              </Text>
            </Box>
          </Stack>
        </Paper>
      </Flex>
    </Flex>
  );
}
