import { Group, type MantineBreakpoint, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure of a dashboard: a label, the value, and an icon (left out on phones, where room is short). */
export function StatCard({
  label,
  value,
  icon,
  color = 'bilan',
  hint,
  visibleFrom,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  color?: string;
  hint?: ReactNode;
  visibleFrom?: MantineBreakpoint;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      role="group"
      aria-label={label}
      visibleFrom={visibleFrom}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: '0.04em' }}>
            {label}
          </Text>
          <Text fw={700} fz={{ base: 17, sm: 22 }} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }} truncate="end">
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed" mt={2}>
              {hint}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size={38} radius="md" visibleFrom="sm">
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
