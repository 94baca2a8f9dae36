import { CSV_PRESET_MAPPINGS, type CsvPreset, type CsvStatementMapping } from '@bilan/accounting';
import {
  type BankStatementImport,
  type ImportBankStatementBody,
  STATEMENT_DATE_FORMATS,
  STATEMENT_FORMAT_VALUES,
} from '@bilan/contract';
import { Button, FileInput, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/permissions.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useStatementMapping } from '../api/get-statements.ts';
import { useImportStatement } from '../api/import-statement.ts';
import { useTreasuryAccounts } from '../api/treasury-accounts.ts';
import { MappingFields, StatementPreview } from './lazy-import-parts.tsx';
import { StatementFaults, type StatementRefusal } from './statement-faults.tsx';
import { TreasuryAccountSummary } from './treasury-account-summary.tsx';
import { useStatementAccounts } from './treasury-accounts.ts';

type Layout = CsvPreset | 'SAVED' | 'CUSTOM';
type Format = (typeof STATEMENT_FORMAT_VALUES)[number];

const EMPTY_MAPPING: CsvStatementMapping = {
  separator: ';',
  decimalSeparator: ',',
  dateFormat: STATEMENT_DATE_FORMATS[1],
  headerLine: 1,
  columns: { date: '', label: '' },
};

/**
 * What an import did, as a toast: information when every line was there before, success otherwise,
 * naming the statements when the file held several.
 */
function importedToast(result: BankStatementImport, t: TFunction<'bankStatements'>) {
  if (!result.statementId) return { type: 'info' as const, message: t('import.nothingNew') };
  const statements = result.statements.filter((statement) => statement.statementId).length;
  const counts = { count: result.importedLineCount, skipped: result.skippedLineCount, statements };
  return {
    type: 'success' as const,
    message: statements > 1 ? t('import.importedStatements', counts) : t('import.imported', counts),
  };
}

const formatOf = (fileName: string): Format =>
  /\.(ofx|qfx)$/i.test(fileName) ? 'OFX' : /\.xml$/i.test(fileName) ? 'CAMT053' : 'CSV';

/** The request of what is chosen, or null until an account and a file are. */
function requestOf(
  chosen: {
    accountId: string | null;
    file: { name: string; content: string } | null;
    format: Format;
    layout: Layout;
    mapping: CsvStatementMapping;
  },
  previewOnly: boolean,
): ImportBankStatementBody | null {
  const { accountId, file, format, layout, mapping } = chosen;
  if (!accountId || !file) return null;
  return {
    treasuryAccountId: accountId,
    format,
    content: file.content,
    fileName: file.name,
    preview: previewOnly,
    ...(format === 'CSV' && layout === 'CUSTOM' ? { mapping } : {}),
    ...(format === 'CSV' && layout !== 'CUSTOM' && layout !== 'SAVED' ? { preset: layout } : {}),
  };
}

/**
 * Sends a file to the API, for a preview (kept to show) or the import (a toast, then the statement):
 * a refused file keeps the API's code and the lines at fault.
 */
function useStatementRequest(companyId: string | null) {
  const { t } = useTranslation('bankStatements');
  const navigate = useNavigate();
  const run = useImportStatement(companyId);
  const [preview, setPreview] = useState<BankStatementImport | null>(null);
  const [refusal, setRefusal] = useState<StatementRefusal | null>(null);
  const clear = () => {
    setPreview(null);
    setRefusal(null);
  };
  const send = (request: ImportBankStatementBody | null) => {
    if (!request) return;
    setRefusal(null);
    run.mutate(request, {
      onSuccess: (result) => {
        if (request.preview) return setPreview(result);
        setPreview(null);
        showToast(importedToast(result, t));
        if (result.statementId) navigate(`/accounting/bank-statements/${result.statementId}`);
      },
      onError: (error) => {
        const body = error instanceof ApiError ? error.body : null;
        if (body?.fields) setRefusal({ code: body.code, fields: body.fields });
      },
    });
  };
  return { preview, refusal, run, send, clear };
}

/** The file, its format and, for a CSV, its layout: an operator's export, the account's saved mapping, or the user's. */
function FileLayout({
  onFile,
  format,
  onFormat,
  layout,
  onLayout,
  hasSavedMapping,
}: {
  onFile: (file: File | null) => void;
  format: Format;
  onFormat: (format: Format) => void;
  layout: Layout;
  onLayout: (layout: Layout) => void;
  hasSavedMapping: boolean;
}) {
  const { t } = useTranslation('bankStatements');
  const layouts: Layout[] = ['MTN_MOMO', 'ORANGE_MONEY', ...(hasSavedMapping ? (['SAVED'] as const) : []), 'CUSTOM'];
  return (
    <>
      <FileInput
        label={t('import.file')}
        placeholder={t('import.filePlaceholder')}
        accept=".csv,.txt,.ofx,.qfx,.xml"
        onChange={onFile}
        required
      />
      <Select
        label={t('import.format')}
        data={STATEMENT_FORMAT_VALUES.map((value) => ({ value, label: value === 'CAMT053' ? 'CAMT.053' : value }))}
        value={format}
        onChange={(value) => value && onFormat(value as Format)}
        allowDeselect={false}
      />
      {format === 'CSV' && (
        <Select
          label={t('import.preset')}
          data={layouts.map((value) => ({ value, label: t(`import.presets.${value}`) }))}
          value={layout}
          onChange={(value) => value && onLayout(value as Layout)}
          allowDeselect={false}
        />
      )}
    </>
  );
}

/**
 * A statement file read by the API in preview (nothing saved) and shown line by line as its columns
 * were mapped; only then imported. A refused file lists its lines at fault.
 */
export function StatementImport({ companyId }: { companyId: string | null }) {
  const { t } = useTranslation('bankStatements');
  const canImport = useCan('documents.write');
  const { treasury } = useStatementAccounts(companyId);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [format, setFormat] = useState<Format>('CSV');
  const [layout, setLayout] = useState<Layout>('MTN_MOMO');
  const [mapping, setMapping] = useState<CsvStatementMapping>(EMPTY_MAPPING);
  const { preview, refusal, run, send: sendRequest, clear } = useStatementRequest(companyId);
  const saved = useStatementMapping(companyId, accountId);
  const accounts = useTreasuryAccounts(companyId);
  const currency = accounts.data?.items.find((item) => item.accountId === accountId)?.currency;

  const body = (previewOnly: boolean) => requestOf({ accountId, file, format, layout, mapping }, previewOnly);
  const send = (previewOnly: boolean) => sendRequest(body(previewOnly));
  const chooseFile = async (chosen: File | null) => {
    clear();
    if (!chosen) return setFile(null);
    setFormat(formatOf(chosen.name));
    setFile({ name: chosen.name, content: await chosen.text() });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4">
        {t('import.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('import.description')}
      </Text>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('import.account')}
            data={treasury.map((account) => ({ value: account.id, label: `${account.number} ${account.label}` }))}
            value={accountId}
            onChange={(value) => {
              setAccountId(value);
              clear();
            }}
            searchable
            required
          />
          <FileLayout
            onFile={(chosen) => void chooseFile(chosen)}
            format={format}
            onFormat={setFormat}
            layout={layout}
            onLayout={(value) => {
              setLayout(value);
              if (value === 'CUSTOM')
                setMapping(saved.data?.mapping ?? CSV_PRESET_MAPPINGS[layout as CsvPreset] ?? EMPTY_MAPPING);
            }}
            hasSavedMapping={Boolean(saved.data?.mapping)}
          />
        </SimpleGrid>
        {accountId && <TreasuryAccountSummary companyId={companyId} accountId={accountId} />}
        {format === 'CSV' && layout === 'CUSTOM' && <MappingFields mapping={mapping} onChange={setMapping} />}
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => send(true)}
            disabled={!accountId || !file}
            loading={run.isPending && !!body(true)}
          >
            {t('import.preview')}
          </Button>
          {preview && canImport && (
            <Button onClick={() => send(false)} disabled={preview.importedLineCount === 0} loading={run.isPending}>
              {t('import.confirm', { count: preview.importedLineCount })}
            </Button>
          )}
        </Group>
        {refusal && <StatementFaults refusal={refusal} />}
        {preview && <StatementPreview preview={preview} currency={currency} />}
      </Stack>
    </Paper>
  );
}
