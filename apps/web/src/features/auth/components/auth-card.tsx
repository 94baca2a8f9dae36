import { Box, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/ui/brand-logo.tsx';
import { LanguageToggle } from '../../../components/ui/language-toggle.tsx';

/** A page of the signed-out path beside the login page (forgotten password, new password): one card. */
export function AuthCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Flex mih="100vh" bg="gray.0" direction="column">
      <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md" component="header">
        <BrandLogo size="sm" />
        <LanguageToggle />
      </Group>
      <Flex flex={1} align="center" justify="center" px="md" pb={48} component="main">
        <Paper w="100%" maw={440} p={{ base: 'lg', sm: 40 }} radius="lg" shadow="sm" withBorder>
          <Stack gap={4} mb="xl">
            <Title order={1} fz={26}>
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {text}
            </Text>
          </Stack>
          <Box>{children}</Box>
        </Paper>
      </Flex>
    </Flex>
  );
}
