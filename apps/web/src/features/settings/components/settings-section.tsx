import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

/** One titled card of the settings screen; its id lets the section list link to it. */
export function SettingsSection({
  id,
  title,
  hint,
  icon,
  children,
  sectionRef,
}: {
  id: string;
  title: string;
  hint?: string;
  icon: ReactNode;
  children: ReactNode;
  sectionRef?: Ref<HTMLElement>;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      id={id}
      ref={sectionRef}
      component="section"
      aria-labelledby={`${id}-title`}
    >
      <Group gap="sm" mb="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="md" size="lg">
          {icon}
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={2} size="h5" id={`${id}-title`}>
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
      </Group>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
