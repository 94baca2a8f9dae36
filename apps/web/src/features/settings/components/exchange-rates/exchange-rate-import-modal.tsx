import type { FieldError } from '@bilan/contract';
import { Alert, Button, Code, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorCode, serverFieldErrors } from '../../../../lib/server-fields.ts';
import { showToast } from '../../../../lib/toast.tsx';
import { useImportExchangeRates } from '../../api/change-exchange-rates.ts';

/** `lines.3.rate` → line 3, field rate; `lines.3` → line 3. */
function lineOf(path: string): { line: string; field: string | null } {
  const [, line = '', field = null] = path.split('.');
  return { line, field };
}

/** The refusal of a file: every wrong line with its field and the API's code, in the reader's words. */
function FileProblems({ code, fields }: { code: string; fields: readonly FieldError[] }) {
  const { t } = useTranslation('settings');
  const describe = (problem: string) =>
    t(`exchangeRates.errors.${problem}` as 'exchangeRates.errors.EXCHANGE_RATE_INVALID', {
      defaultValue: t('exchangeRates.errors.EXCHANGE_RATE_FILE_MALFORMED'),
    });
  return (
    <Alert color="red" title={t('exchangeRates.importRefused')} data-testid="exchange-rate-import-problems">
      {fields.length === 0 ? (
        <Text size="sm">{describe(code)}</Text>
      ) : (
        <List size="sm" spacing={2}>
          {fields.map((field) => {
            const { line, field: column } = lineOf(field.path);
            return (
              <List.Item key={field.path}>
                {t('exchangeRates.importLine', {
                  line,
                  field: column ? t(`exchangeRates.columns.${column}` as 'exchangeRates.columns.rate') : '',
                  problem: describe(field.code),
                })}
              </List.Item>
            );
          })}
        </List>
      )}
    </Alert>
  );
}

/** Imports rates from a CSV (currency;date;rate), all lines or none. */
export function ExchangeRateImportModal({
  opened,
  companyId,
  onClose,
}: {
  opened: boolean;
  companyId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation();
  const importRates = useImportExchangeRates(companyId);
  const [content, setContent] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ code: string; fields: FieldError[] } | null>(null);
  useEffect(() => {
    if (!opened) return;
    setContent(null);
    setRefusal(null);
  }, [opened]);
  const choose = async (file: File | null) => {
    setRefusal(null);
    setContent(file ? await file.text() : null);
  };
  const submit = async () => {
    if (!content) return;
    try {
      const done = await importRates.mutateAsync(content);
      showToast({ type: 'success', message: t('exchangeRates.imported', done) });
      onClose();
    } catch (error) {
      const code = serverErrorCode(error);
      if (code) setRefusal({ code, fields: serverFieldErrors(error) });
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('exchangeRates.importTitle')}
      centered
      size="lg"
      radius="lg"
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text size="sm">{t('exchangeRates.importText')}</Text>
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', overflow: 'visible' }}>
          {t('exchangeRates.importExample')}
        </Code>
        <FileInput label={t('exchangeRates.importFile')} accept=".csv,.txt" onChange={(file) => void choose(file)} />
        {refusal && <FileProblems code={refusal.code} fields={refusal.fields} />}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {tCommon('actions.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={!content} loading={importRates.isPending}>
            {t('exchangeRates.importSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
