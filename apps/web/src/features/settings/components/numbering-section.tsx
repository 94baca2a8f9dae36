import type { Journal } from '@bilan/contract';
import { Code, Table, Text, TextInput } from '@mantine/core';
import { IconNumbers } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useJournalCounters } from '../api/get-journal-counters.ts';
import { numberPreviewOf, type SettingsControl } from '../settings-form.ts';
import { SettingsSection } from './settings-section.tsx';

export interface NumberingFolder {
  id: string | null;
  /** The year numbers carry. */
  year: number;
}

/** One journal: its prefix, and the number its next entry will carry (on a phone, under the journal). */
function NumberingRow({
  control,
  journal,
  preview,
  errorText,
}: {
  control: SettingsControl;
  journal: Journal;
  preview: string;
  errorText: (code: string | undefined) => string | undefined;
}) {
  const { t } = useTranslation('settings');
  return (
    <Table.Tr data-testid="numbering-row">
      <Table.Td>
        <Text size="sm" fw={600} span ff="monospace" mr={8}>
          {journal.code}
        </Text>
        <Text size="sm" span c="dimmed">
          {journal.label}
        </Text>
        {/* A phone has no room for a third column: the preview goes under the journal. */}
        <Code fz="xs" display="block" w="fit-content" mt={4} hiddenFrom="sm">
          {preview}
        </Code>
      </Table.Td>
      <Table.Td>
        <Controller
          control={control}
          name={`numberPrefixes.${journal.code}`}
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value.toUpperCase())}
              aria-label={t('numbering.prefixOf', { code: journal.code })}
              placeholder={journal.code}
              maxLength={10}
              autoComplete="off"
              size="sm"
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Code fz="sm" data-testid={`number-preview-${journal.code}`}>
          {preview}
        </Code>
      </Table.Td>
    </Table.Tr>
  );
}

/** One prefix per journal of the company, with the number its next entry will carry in the current folder. */
export function NumberingSection({
  control,
  journals,
  folder,
  errorText,
}: {
  control: SettingsControl;
  journals: readonly Journal[];
  folder: NumberingFolder;
  errorText: (code: string | undefined) => string | undefined;
}) {
  const { t } = useTranslation('settings');
  const prefixes = useWatch({ control, name: 'numberPrefixes' });
  const lastNumbers = useJournalCounters(folder.id).data;
  return (
    <SettingsSection
      id="numbering"
      title={t('numbering.title')}
      hint={t('numbering.hint')}
      icon={<IconNumbers size={20} />}
    >
      {journals.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('numbering.none')}
        </Text>
      ) : (
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('numbering.journal')}</Table.Th>
              <Table.Th w={170}>{t('numbering.prefix')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('numbering.preview')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {journals.map((journal) => (
              <NumberingRow
                key={journal.id}
                control={control}
                journal={journal}
                errorText={errorText}
                preview={numberPreviewOf(
                  journal.code,
                  prefixes?.[journal.code] ?? '',
                  folder.year,
                  (lastNumbers?.get(journal.id) ?? 0) + 1,
                )}
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SettingsSection>
  );
}
