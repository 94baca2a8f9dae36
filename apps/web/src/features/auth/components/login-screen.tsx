import { Box, Flex, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconFileInvoice, IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/ui/brand-logo.tsx';
import { LanguageToggle } from '../../../components/ui/language-toggle.tsx';
import { LoginForm } from './login-form.tsx';

function BrandAside() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const points = [
    { key: 'pointLedger', icon: <IconScale size={18} /> },
    { key: 'pointInvoices', icon: <IconFileInvoice size={18} /> },
    { key: 'pointReports', icon: <IconChartBar size={18} /> },
  ] as const;
  return (
    <Box
      visibleFrom="md"
      w="44%"
      p={56}
      c="white"
      style={{
        background: 'linear-gradient(155deg, var(--mantine-color-bilan-9) 0%, var(--mantine-color-bilan-7) 100%)',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
      }}
    >
      <BrandLogo size="lg" inverted />
      <Stack gap="xl" maw={440}>
        <Title order={1} fz={38} lh={1.15} c="white">
          {t('aside.headline')}
        </Title>
        <Text size="lg" c="bilan.0">
          {t('aside.text')}
        </Text>
        <List spacing="md" center>
          {points.map((point) => (
            <List.Item
              key={point.key}
              icon={
                <ThemeIcon color="white" c="bilan.8" radius="xl" size={32}>
                  {point.icon}
                </ThemeIcon>
              }
            >
              <Text c="white">{t(`aside.${point.key}`)}</Text>
            </List.Item>
          ))}
        </List>
      </Stack>
      <Text size="sm" c="bilan.1">
        {tCommon('brand.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Box>
  );
}

/** The login page: the brand on the left (desktop), the form on the right. */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  return (
    <Flex mih="100vh" bg="gray.0">
      <BrandAside />
      <Flex direction="column" style={{ flex: 1 }}>
        <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md">
          <Box hiddenFrom="md">
            <BrandLogo size="sm" />
          </Box>
          <Box ml="auto">
            <LanguageToggle />
          </Box>
        </Group>
        <Flex flex={1} align="center" justify="center" px="md" pb={48}>
          <Paper w="100%" maw={440} p={{ base: 'lg', sm: 40 }} radius="lg" shadow="sm" withBorder>
            <Stack gap={4} mb="xl">
              <Title order={2}>{t('login.title')}</Title>
              <Text c="dimmed" size="sm">
                {t('login.subtitle')}
              </Text>
            </Stack>
            <LoginForm />
          </Paper>
        </Flex>
      </Flex>
    </Flex>
  );
}
