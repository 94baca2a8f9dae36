import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenHeader } from '../../../components/ui/hidden-header.tsx';

/**
 * The entry's lines: a table on a wide screen, a card per line on a phone (`lines` are the rows, which
 * draw themselves for either); below them the add-line bar, then `totals`.
 */
export function EntryLinesPanel({
  compact,
  lines,
  onAddLine,
  currency,
  totals,
}: {
  compact: boolean;
  lines: ReactNode;
  onAddLine: () => void;
  currency: string;
  totals: ReactNode;
}) {
  const { t } = useTranslation('journalEntries');
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      {compact ? (
        <Stack gap="sm" p="sm" aria-label={t('editor.lines')} component="section">
          {lines}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={880} type="native">
          <Table verticalSpacing={6} horizontalSpacing={6} aria-label={t('editor.lines')} layout="fixed">
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <HiddenHeader w={40} word="line" />
                <Table.Th w="30%">{t('editor.account')}</Table.Th>
                <Table.Th w="15%">{t('editor.subAccount')}</Table.Th>
                <Table.Th>{t('editor.lineLabel')}</Table.Th>
                <Table.Th w="14%" ta="right">
                  {t('editor.debit')}
                </Table.Th>
                <Table.Th w="14%" ta="right">
                  {t('editor.credit')}
                </Table.Th>
                <HiddenHeader w={44} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{lines}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group
        justify="space-between"
        px="md"
        py="xs"
        gap="xs"
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={onAddLine}>
          {t('editor.addLine')}
        </Button>
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {t('editor.currency', { currency })}
        </Text>
      </Group>
      <Paper
        radius={0}
        px={{ base: 'md', sm: 'lg' }}
        py="md"
        bg="gray.0"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        {totals}
      </Paper>
    </Paper>
  );
}
