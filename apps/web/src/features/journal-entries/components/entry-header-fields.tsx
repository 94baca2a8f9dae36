import type { Journal, WorkFolder } from '@bilan/contract';
import { Paper, SimpleGrid, TextInput } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field.tsx';
import { SearchableSelect } from '../../../components/ui/searchable-select.tsx';
import { validationMessage } from '../../../lib/validation-message.ts';
import type { EntryFormValues } from '../entry-form.ts';

/**
 * The entry's header: date (inside the folder), journal, label and reference. The label has the focus
 * first, since the date and the journal come filled in; Enter goes on from field to field.
 */
export function EntryHeaderFields({
  control,
  workFolder,
  journals,
  dateOutside,
  onJournalPicked,
}: {
  control: Control<EntryFormValues>;
  workFolder: WorkFolder;
  journals: readonly Journal[];
  dateOutside: boolean;
  onJournalPicked: () => void;
}) {
  const { t } = useTranslation('journalEntries');
  const { t: tCommon } = useTranslation();
  const journalOptions = journals.map((journal) => ({
    value: journal.code,
    label: `${journal.code} — ${journal.label}`,
  }));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mb="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Controller
          control={control}
          name="date"
          rules={{ required: 'DATE_REQUIRED' }}
          render={({ field, fieldState }) => (
            <DateField
              {...field}
              label={t('editor.date')}
              withAsterisk
              min={workFolder.startDate}
              max={workFolder.endDate}
              error={
                validationMessage(tCommon, fieldState.error?.message) ??
                (dateOutside ? validationMessage(tCommon, 'ENTRY_DATE_OUTSIDE_WORK_FOLDER') : undefined)
              }
              data-nav
            />
          )}
        />
        <Controller
          control={control}
          name="journalCode"
          render={({ field }) => (
            <SearchableSelect
              ref={field.ref}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onOptionSubmit={() => onJournalPicked()}
              data={journalOptions}
              label={t('editor.journal')}
              withAsterisk
              allowDeselect={false}
              data-nav
              data-cell="header:journal"
            />
          )}
        />
        <Controller
          control={control}
          name="label"
          render={({ field }) => (
            <TextInput
              {...field}
              label={t('editor.label')}
              placeholder={t('editor.labelPlaceholder')}
              autoComplete="off"
              data-autofocus
              autoFocus
              data-nav
            />
          )}
        />
        <Controller
          control={control}
          name="reference"
          render={({ field }) => (
            <TextInput
              {...field}
              label={t('editor.reference')}
              placeholder={t('editor.referencePlaceholder')}
              autoComplete="off"
              data-nav
            />
          )}
        />
      </SimpleGrid>
    </Paper>
  );
}
