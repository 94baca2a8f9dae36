import { Box, Flex, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconFileInvoice, IconScale } from '@tabler/icons-react';
import { BrandLogo } from '../../../components/ui/brand-logo.tsx';
import { LanguageToggle } from '../../../components/ui/language-toggle.tsx';
import { fillWords, useCommonWords } from '../../../lib/common-words.ts';
import { useAuthWords } from '../auth-words.ts';
import { LoginForm, type LoginFormProps } from './login-form.tsx';

function BrandAside() {
  const { aside } = useAuthWords();
  const { brand } = useCommonWords();
  const points = [
    { key: 'pointLedger', icon: <IconScale size={18} /> },
    { key: 'pointInvoices', icon: <IconFileInvoice size={18} /> },
    { key: 'pointReports', icon: <IconChartBar size={18} /> },
  ] as const;
  return (
    <Box
      component="aside"
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
        <Text fz={38} fw={700} lh={1.15} c="white">
          {aside.headline}
        </Text>
        <Text size="lg" c="bilan.0">
          {aside.text}
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
              <Text c="white">{aside[point.key]}</Text>
            </List.Item>
          ))}
        </List>
      </Stack>
      <Text size="sm" c="bilan.1">
        {fillWords(brand.copyright, { year: new Date().getFullYear() })}
      </Text>
    </Box>
  );
}

/**
 * The login page: the brand on the left (desktop), the form on the right. Drawn without i18next nor the
 * router, by the entry alone (app/login-app.tsx) or as a route of the app (app/routes/login-page.tsx).
 */
export function LoginScreen(props: LoginFormProps) {
  const { login } = useAuthWords();
  return (
    <Flex mih="100vh" bg="gray.0">
      <BrandAside />
      <Flex direction="column" style={{ flex: 1 }}>
        <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md" component="header">
          <Box hiddenFrom="md">
            <BrandLogo size="sm" />
          </Box>
          <Box ml="auto">
            <LanguageToggle />
          </Box>
        </Group>
        <Flex flex={1} align="center" justify="center" px="md" pb={48} component="main">
          <Paper w="100%" maw={440} p={{ base: 'lg', sm: 40 }} radius="lg" shadow="sm" withBorder>
            <Stack gap={4} mb="xl">
              <Title order={1} size="h2">
                {login.title}
              </Title>
              <Text c="dimmed" size="sm">
                {login.subtitle}
              </Text>
            </Stack>
            <LoginForm {...props} />
          </Paper>
        </Flex>
      </Flex>
    </Flex>
  );
}
