import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The screen of an area whose issue is still to come: its name and a short, honest note. */
export function PlaceholderScreen({ title, icon }: { title: string; icon?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            {icon ?? <IconTools size={28} />}
          </ThemeIcon>
          <Text fw={600} size="lg">
            {t('underConstruction')}
          </Text>
          <Text c="dimmed" maw={420}>
            {t('placeholder.comingSoon')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
