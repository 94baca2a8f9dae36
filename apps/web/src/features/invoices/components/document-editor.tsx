import type { AccountingDocument, WorkFolder } from '@bilan/contract';
import { Alert, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconDeviceFloppy, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateField } from '../../../components/ui/date-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { PickableAccount } from '../../../lib/account-search.ts';
import type { DocumentKind } from '../../../lib/document-kinds.ts';
import { useCan } from '../../../lib/permissions.ts';
import { serverFieldErrors } from '../../../lib/server-fields.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { validationMessage } from '../../../lib/validation-message.ts';
import { useParty } from '../../parties/api/get-party.ts';
import { PartyPicker } from '../../parties/public.ts';
import { useDeleteDocument } from '../api/delete-document.ts';
import { NO_DOCUMENT_FILTER, useDocuments } from '../api/get-documents.ts';
import { useSaveDocument } from '../api/save-document.ts';
import { computeLiveTotals, type InvoiceFormValues, invoiceBodyOf, type LiveTotals } from '../invoice-form.ts';
import { invoiceFormResolver } from '../invoice-form-resolver.ts';
import invoicesEn from '../invoices.en.json';
import { InvoiceLines } from './invoice-lines.tsx';
import { DocumentStateBadge } from './status-badges.tsx';
import { ValidateDocumentDialog } from './validate-document-dialog.tsx';

type InvoiceErrorCode = keyof typeof invoicesEn.errors;

/** A rule code (QUANTITY_INVALID, AMOUNT_TOO_PRECISE…) in the user's language. */
export function invoiceErrorText(
  t: TFunction<'invoices'>,
  tCommon: TFunction<'common'>,
  code: string | undefined,
): string | undefined {
  if (code === undefined) return undefined;
  return Object.hasOwn(invoicesEn.errors, code)
    ? t(`errors.${code as InvoiceErrorCode}`)
    : validationMessage(tCommon, code);
}

const HEADER_FIELDS = ['partyId', 'date', 'dueDate', 'reference', 'label', 'creditedDocumentId'] as const;
const LINE_FIELDS = ['description', 'quantity', 'unitPrice', 'discountRate', 'vatRate'] as const;

/** A field path of the API's refusal ("lines.2.unitPrice") as a field of this form, when it is one. */
function formFieldOf(path: string): Path<InvoiceFormValues> | null {
  const line = /^lines\.(\d+)\.(\w+)$/.exec(path);
  if (line) {
    const name = LINE_FIELDS.find((candidate) => candidate === line[2]);
    return name ? (`lines.${Number(line[1])}.${name}` as Path<InvoiceFormValues>) : null;
  }
  return HEADER_FIELDS.find((candidate) => candidate === path) ?? null;
}

/** The credit note's invoice: a validated invoice of the same party, in the current work folder. */
function CreditedInvoiceSelect({
  kind,
  folder,
  partyId,
  value,
  onChange,
  disabled,
}: {
  kind: DocumentKind;
  folder: WorkFolder;
  partyId: string | null;
  value: string | null;
  onChange: (value: string | null) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('invoices');
  const invoices = useDocuments(
    partyId && kind.credits ? folder.id : null,
    kind.credits ?? 'SALE_INVOICE',
    { ...NO_DOCUMENT_FILTER, state: 'VALIDATED', partyId },
    100,
  );
  const options = (invoices.data?.pages[0]?.items ?? []).map((invoice) => ({
    value: invoice.id,
    label: `${invoice.number ?? ''} — ${invoice.date}`,
  }));
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: '…' });
  return (
    <Select
      label={t('editor.creditedDocument')}
      placeholder={t('editor.creditedDocumentNone')}
      data={options}
      value={value}
      onChange={onChange}
      clearable
      disabled={disabled || !partyId}
    />
  );
}

/**
 * Creates or edits a draft invoice, bill or credit note: the party, dates, references, lines with
 * their totals as the user types; save as a draft, or validate (which saves first).
 */
export function DocumentEditor({
  kind,
  folder,
  document,
  initialValues,
  scale,
  defaultVatRate,
  accounts,
}: {
  /** The accounts a line may go to (class 7 for sales, 6 for purchases). */
  accounts: readonly PickableAccount[];
  kind: DocumentKind;
  folder: WorkFolder;
  /** The draft being edited; null for a new document. */
  document: AccountingDocument | null;
  initialValues: InvoiceFormValues;
  scale: number;
  defaultVatRate: string;
}) {
  const { t, i18n } = useTranslation('invoices');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const language = i18n.resolvedLanguage ?? 'en';
  const saveDocument = useSaveDocument(folder.id);
  const deleteDocument = useDeleteDocument(folder.id, kind.type);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // The totals the validation dialog shows, read when it opens; null while it is closed.
  const [validating, setValidating] = useState<LiveTotals | null>(null);
  const closed = folder.status === 'CLOSED';
  const canWrite = useCan('documents.write');
  const canValidate = useCan('documents.validate');
  // Without documents.write a draft is only read: its fields locked, no save, delete or validate.
  const readOnly = closed || !canWrite;
  const form = useForm<InvoiceFormValues>({
    resolver: invoiceFormResolver(scale, language),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const partyId = useWatch({ control: form.control, name: 'partyId' });
  const party = useParty(useStoredValue('companyId'), kind.role, partyId, folder.id);
  const errorText = (code: string | undefined) => invoiceErrorText(t, tCommon, code);
  const errors = form.formState.errors;

  const submit = (validate: boolean) =>
    form.handleSubmit(async (values) => {
      try {
        const saved = await saveDocument.mutateAsync({
          id: document?.id ?? null,
          body: invoiceBodyOf(values, kind.type, scale, language),
          validate,
        });
        if (!document) navigate(`${kind.path}/${saved.id}`, { replace: true });
      } catch (error) {
        for (const field of serverFieldErrors(error)) {
          const name = formFieldOf(field.path);
          if (name) form.setError(name, { type: 'server', message: field.code });
        }
      }
    });

  /** Validate (or Ctrl+Enter): the form is checked, then the dialog says what gets posted. */
  const askToValidate = form.handleSubmit((values) => {
    setValidating(computeLiveTotals(values.lines, scale, language));
  });
  const confirmValidate = async () => {
    await submit(true)();
    setValidating(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key === 'Enter' && canValidate && !readOnly && !busy) {
      event.preventDefault();
      if (validating === null) void askToValidate();
    }
  };

  const confirmDelete = async () => {
    if (!document) return;
    await deleteDocument.mutateAsync(document.id);
    setConfirmingDelete(false);
    navigate(kind.path, { replace: true });
  };

  const text = (name: 'reference' | 'label', placeholder: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          label={t(`editor.${name}`)}
          placeholder={placeholder}
          readOnly={readOnly}
          autoComplete="off"
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );

  const busy = form.formState.isSubmitting;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+Enter from any field asks to validate; the fields are the controls.
    <div onKeyDown={onKeyDown}>
      <PageHeader
        title={document ? t(`draftTitle.${kind.type}`) : t(`new.${kind.type}`)}
        description={document ? <DocumentStateBadge state={document.state} /> : undefined}
        actions={
          <>
            {document && canWrite && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirmingDelete(true)}
                disabled={readOnly || busy}
              >
                {t('editor.deleteDraft')}
              </Button>
            )}
            {canWrite && (
              <Button
                variant="default"
                leftSection={<IconDeviceFloppy size={16} />}
                onClick={submit(false)}
                loading={busy && !saveDocument.variables?.validate}
                disabled={readOnly || busy}
              >
                {t('editor.saveDraft')}
              </Button>
            )}
            {canWrite && canValidate && (
              <Button
                leftSection={<IconCheck size={16} />}
                onClick={askToValidate}
                loading={busy && saveDocument.variables?.validate}
                disabled={readOnly || busy}
              >
                {t('editor.validate')}
              </Button>
            )}
          </>
        }
      />
      <form
        onSubmit={submit(false)}
        noValidate
        aria-label={document ? t(`draftTitle.${kind.type}`) : t(`new.${kind.type}`)}
      >
        <Stack gap="md">
          {closed && <Alert color="gray">{t('editor.closedFolder')}</Alert>}
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
              <div style={{ gridColumn: 'span 1' }}>
                <Controller
                  control={form.control}
                  name="partyId"
                  render={({ field, fieldState }) => (
                    <PartyPicker
                      partyRole={kind.role}
                      label={t('editor.party')}
                      value={field.value}
                      onChange={(value) => {
                        field.onChange(value);
                        form.setValue('creditedDocumentId', null);
                      }}
                      onBlur={field.onBlur}
                      withAsterisk
                      disabled={readOnly}
                      error={errorText(fieldState.error?.message)}
                    />
                  )}
                />
              </div>
              <Controller
                control={form.control}
                name="date"
                render={({ field, fieldState }) => (
                  <DateField
                    {...field}
                    label={t('editor.date')}
                    withAsterisk
                    readOnly={readOnly}
                    min={folder.startDate}
                    max={folder.endDate}
                    error={errorText(fieldState.error?.message)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="dueDate"
                render={({ field, fieldState }) => (
                  <DateField
                    {...field}
                    label={t('editor.dueDate')}
                    description={t('editor.dueDateHint')}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    readOnly={readOnly}
                    error={errorText(fieldState.error?.message)}
                  />
                )}
              />
              {kind.credits ? (
                <Controller
                  control={form.control}
                  name="creditedDocumentId"
                  render={({ field }) => (
                    <CreditedInvoiceSelect
                      kind={kind}
                      folder={folder}
                      partyId={partyId}
                      value={field.value}
                      onChange={field.onChange}
                      disabled={readOnly}
                    />
                  )}
                />
              ) : (
                text('reference', t('editor.referencePlaceholder'))
              )}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: kind.credits ? 2 : 1 }} spacing="md" mt="md">
              {kind.credits && text('reference', t('editor.referencePlaceholder'))}
              {text('label', t('editor.labelPlaceholder'))}
            </SimpleGrid>
          </Paper>
          <InvoiceLines
            control={form.control}
            errors={errors}
            errorText={errorText}
            scale={scale}
            defaultVatRate={defaultVatRate}
            readOnly={readOnly}
            accounts={accounts}
          />
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconInfoCircle size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="xs" c="dimmed">
              {t('editor.validateHint')}
            </Text>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={t('editor.deleteTitle')}
        centered
        radius="lg"
        styles={{ title: { fontWeight: 700 } }}
      >
        <Stack gap="lg">
          <Text size="sm">{t('editor.deleteText')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirmingDelete(false)}>
              {tCommon('actions.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete} loading={deleteDocument.isPending} data-autofocus>
              {t('editor.deleteDraft')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ValidateDocumentDialog
        opened={validating !== null}
        type={kind.type}
        partyName={party.data?.name ?? null}
        totals={validating ?? { excludingTax: '0', vat: '0', includingTax: '0' }}
        loading={busy}
        onConfirm={confirmValidate}
        onClose={() => setValidating(null)}
      />
    </div>
  );
}
