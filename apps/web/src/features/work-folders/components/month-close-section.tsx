import { Anchor, Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface MonthCloseLink {
  key: string;
  label: string;
  to: string;
}

/** One check of the month: done (green) or what remains (orange), each item linking to where it is fixed. */
export function MonthCloseSection({
  title,
  count,
  summary,
  links,
  more,
}: {
  title: string;
  count: number;
  summary: ReactNode;
  links: MonthCloseLink[];
  more?: number;
}) {
  const { t } = useTranslation('workFolders');
  const done = count === 0;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={title}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={done ? 'green' : 'orange'} size={40} radius="md" aria-hidden>
          {done ? <IconCircleCheck size={22} /> : <IconAlertTriangle size={22} />}
        </ThemeIcon>
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Group gap={8}>
            <Title order={2} size="h5">
              {title}
            </Title>
            <Badge variant="light" color={done ? 'green' : 'orange'}>
              {done ? t('monthClose.done') : t('monthClose.remaining', { count })}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
          {links.length > 0 && (
            <List size="sm" spacing={2}>
              {links.map((link) => (
                <List.Item key={link.key}>
                  <Anchor component={Link} to={link.to} size="sm">
                    {link.label}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          )}
          {more !== undefined && more > 0 && (
            <Text size="xs" c="dimmed">
              {t('monthClose.more', { count: more })}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
