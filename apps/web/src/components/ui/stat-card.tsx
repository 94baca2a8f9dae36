import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure of a dashboard: a label, the value, and an icon. */
export function StatCard({
  label,
  value,
  icon,
  color = 'bilan',
  hint,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  color?: string;
  hint?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="md" role="group" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: '0.04em' }}>
            {label}
          </Text>
          <Text fw={700} fz={22} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }} truncate="end">
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed" mt={2}>
              {hint}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size={38} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
