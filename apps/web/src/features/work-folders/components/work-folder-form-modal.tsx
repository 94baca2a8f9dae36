import { isoDateSchema, type WorkFolder } from '@bilan/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField } from '../../../components/ui/date-field.tsx';
import { todayIsoDate } from '../../../lib/format.ts';
import { serverFieldErrors } from '../../../lib/server-fields.ts';
import { validationMessage } from '../../../lib/validation-message.ts';
import { useSaveWorkFolder } from '../api/save-work-folder.ts';
import { periodProblem, suggestNextPeriod } from '../work-folder-period.ts';

const workFolderFormSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'NAME_REQUIRED' }).max(100, { error: 'NAME_TOO_LONG' }),
    startDate: z.string().min(1, { error: 'DATE_REQUIRED' }).pipe(isoDateSchema),
    endDate: z.string().min(1, { error: 'DATE_REQUIRED' }).pipe(isoDateSchema),
  })
  .superRefine((values, context) => {
    const problem = periodProblem(values.startDate, values.endDate);
    if (problem) context.addIssue({ code: 'custom', path: ['endDate'], message: problem });
  });
type WorkFolderFormValues = z.infer<typeof workFolderFormSchema>;
type FieldName = keyof WorkFolderFormValues;

const FIELD_NAMES: readonly FieldName[] = ['name', 'startDate', 'endDate'];

/** Creates a work folder (name, start, end), or renames one: its dates then stay as they are. */
export function WorkFolderFormModal({
  companyId,
  folders,
  folder,
  opened,
  onClose,
}: {
  companyId: string;
  folders: readonly WorkFolder[];
  /** The folder to rename; null to create one. */
  folder: WorkFolder | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('workFolders');
  const { t: tCommon } = useTranslation();
  const saveWorkFolder = useSaveWorkFolder(companyId);
  const form = useForm<WorkFolderFormValues>({
    resolver: zodResolver(workFolderFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', startDate: '', endDate: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(
      folder
        ? { name: folder.name, startDate: folder.startDate, endDate: folder.endDate }
        : suggestNextPeriod(folders, todayIsoDate()),
    );
  }, [opened, folder, folders, reset]);

  const errorText = (code: string | undefined) =>
    code === 'NAME_REQUIRED' || code === 'NAME_TOO_LONG' ? t(`errors.${code}`) : validationMessage(tCommon, code);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await saveWorkFolder.mutateAsync({ id: folder?.id, ...values });
      onClose();
    } catch (error) {
      // END_DATE_BEFORE_START_DATE, WORK_FOLDER_LONGER_THAN_24_MONTHS…: on their field. An overlap (409)
      // has no field: the HTTP layer's error toast says it.
      for (const field of serverFieldErrors(error)) {
        const name = FIELD_NAMES.find((candidate) => field.path.split('.').pop() === candidate);
        if (name) form.setError(name, { type: 'server', message: field.code }, { shouldFocus: true });
      }
    }
  });

  const dateField = (name: 'startDate' | 'endDate') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          {...field}
          label={t(`form.${name}`)}
          withAsterisk
          readOnly={folder !== null}
          variant={folder ? 'filled' : 'default'}
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={folder ? t('form.renameTitle') : t('form.createTitle')}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="name"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label={t('form.name')}
                placeholder={t('form.namePlaceholder')}
                autoComplete="off"
                withAsterisk
                data-autofocus
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {dateField('startDate')}
            {dateField('endDate')}
          </SimpleGrid>
          {!folder && (
            <Text size="xs" c="dimmed">
              {t('form.hint')}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {tCommon('actions.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {folder ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
