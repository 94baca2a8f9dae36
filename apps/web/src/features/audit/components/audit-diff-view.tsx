import type { AuditEvent } from '@bilan/contract';
import { Group, Switch, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditDiff, shortenValue } from '../audit-diff.ts';
import { type AuditReferences, fieldLabel, valueText } from '../audit-words.ts';

function Value({ value, tone }: { value: string | null; tone: 'before' | 'after' | 'same' }) {
  const { t } = useTranslation('audit');
  if (value === null || value === '') {
    return (
      <Text size="sm" c="dimmed" span>
        —
      </Text>
    );
  }
  const { text, cut } = shortenValue(value);
  const color = tone === 'before' ? 'red.8' : tone === 'after' ? 'green.8' : undefined;
  return (
    <Text size="sm" c={color} style={{ overflowWrap: 'anywhere' }} span>
      {text}
      {cut && (
        <Text span size="xs" c="dimmed" ml={6}>
          ({t('diff.cut', { count: value.length })})
        </Text>
      )}
    </Text>
  );
}

/**
 * The record before and after one change, field by field, changed fields highlighted. A change
 * shows only its changed fields at first; a creation or a deletion shows the whole record.
 */
export function AuditDiffView({ event, references }: { event: AuditEvent; references: AuditReferences }) {
  const { t, i18n } = useTranslation('audit');
  const language = i18n.resolvedLanguage ?? 'en';
  const shownValue = (field: string, value: string | null) =>
    value === null || value === '' ? value : valueText(field, value, { references, t, language });
  const rows = useMemo(() => auditDiff(event.before, event.after), [event.before, event.after]);
  const changedCount = rows.filter((row) => row.changed).length;
  const partial = event.before !== null && event.after !== null;
  const [showAll, setShowAll] = useState(!partial);
  const shown = showAll ? rows : rows.filter((row) => row.changed);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('diff.nothing')}
      </Text>
    );
  }
  return (
    <>
      <Group justify="space-between" mb="xs" gap="sm">
        <Text size="sm" fw={600}>
          {t('diff.changed', { count: changedCount })}
        </Text>
        {partial && (
          <Switch
            size="xs"
            label={t('diff.showAll')}
            checked={showAll}
            onChange={(event) => setShowAll(event.currentTarget.checked)}
          />
        )}
      </Group>
      <Table withTableBorder verticalSpacing={4} fz="sm" layout="fixed" bg="white" data-testid="audit-diff">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="28%">{t('diff.field')}</Table.Th>
            <Table.Th>{t('diff.before')}</Table.Th>
            <Table.Th>{t('diff.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr key={row.field} data-changed={row.changed} bg={row.changed ? 'yellow.0' : undefined}>
              <Table.Td>
                <Text size="sm" fw={row.changed ? 700 : 400} style={{ overflowWrap: 'anywhere' }}>
                  {fieldLabel(row.field, t)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Value value={shownValue(row.field, row.before)} tone={row.changed ? 'before' : 'same'} />
              </Table.Td>
              <Table.Td>
                <Value value={shownValue(row.field, row.after)} tone={row.changed ? 'after' : 'same'} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
