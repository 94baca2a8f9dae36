import type { ImportFixedAssetsBody, WorkFolder } from '@bilan/contract';
import { Alert, Button, Code, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useFixedAssetCategories } from '../api/get-fixed-asset-categories.ts';
import { useImportFixedAssets } from '../api/import-fixed-assets.ts';
import { OPENING_IMPORT_COLUMNS, type OpeningImportReading, readOpeningImport } from '../opening-import.ts';

/** Brings in the assets of the books kept before Bilan from a CSV file, all of them or none. */
export function OpeningImportModal({
  opened,
  onClose,
  folder,
}: {
  opened: boolean;
  onClose: () => void;
  folder: WorkFolder;
}) {
  const { t, i18n } = useTranslation('fixedAssets');
  const { t: tCommon } = useTranslation();
  const categories = useFixedAssetCategories(useStoredValue('companyId'));
  const importAssets = useImportFixedAssets(folder.id);
  const [reading, setReading] = useState<OpeningImportReading | null>(null);
  useEffect(() => {
    if (opened) setReading(null);
  }, [opened]);
  const choose = async (file: File | null) => {
    setReading(file ? readOpeningImport(await file.text(), categories.data ?? []) : null);
  };
  const submit = async (body: ImportFixedAssetsBody) => {
    const done = await importAssets.mutateAsync(body).catch(() => null);
    if (!done) return;
    showOperationSucceeded();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('import.title')}
      centered
      size="lg"
      radius="lg"
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t('import.text', { date: formatCalendarDate(folder.startDate, i18n.resolvedLanguage ?? 'en') })}
        </Text>
        {/* Wrapped, not scrolled: a scrolling block would need to take the keyboard's focus. */}
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', overflow: 'visible' }}>
          {OPENING_IMPORT_COLUMNS.join(',')}
        </Code>
        <Text size="xs" c="dimmed">
          {t('import.categories', { codes: (categories.data ?? []).map((category) => category.code).join(', ') })}
        </Text>
        <FileInput label={t('import.file')} accept=".csv,.txt" onChange={(file) => void choose(file)} />
        {reading && !reading.ok && (
          <Alert color="red" data-testid="opening-import-problem">
            {t(`import.problems.${reading.problem}`, { line: reading.line, value: reading.value })}
          </Alert>
        )}
        {reading?.ok && (
          <Alert color="teal" data-testid="opening-import-ready">
            {t('import.ready', { count: reading.body.assets.length })}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {tCommon('actions.cancel')}
          </Button>
          <Button
            onClick={() => reading?.ok && void submit(reading.body)}
            disabled={!reading?.ok}
            loading={importAssets.isPending}
          >
            {t('import.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
