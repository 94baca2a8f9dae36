import { Anchor, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo.tsx';
import { LanguageMenu } from '../../../components/ui/language-menu.tsx';
import { SignupForm } from './signup-form.tsx';

/** The public company creation page (/apps/signup). */
export function SignupScreen() {
  const { t } = useTranslation('signup');
  return (
    <Box mih="100vh" bg="gray.0" pb={64}>
      <Box bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }} component="header">
        <Container size="md" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never">
              <BrandLogo size="sm" />
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed" visibleFrom="sm">
                {t('haveAccount')}
              </Text>
              <Anchor component={Link} to="/auth/login" size="sm" fw={600}>
                {t('login')}
              </Anchor>
              <LanguageMenu compact />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="md" pt={{ base: 'lg', sm: 40 }} px={{ base: 'sm', sm: 'md' }} component="main">
        <Stack gap={4} mb="lg" px={{ base: 'xs', sm: 0 }}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('title')}
          </Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 32 }}>
          <SignupForm />
        </Paper>
      </Container>
    </Box>
  );
}
