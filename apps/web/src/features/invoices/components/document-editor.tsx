import { currencyScale } from '@bilan/accounting';
import type { AccountingDocument, Party, WorkFolder } from '@bilan/contract';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { PickableAccount } from '../../../lib/account-search.ts';
import type { DocumentKind } from '../../../lib/document-kinds.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { validationMessage } from '../../../lib/validation-message.ts';
import { useParty } from '../../parties/api/get-party.ts';
import { useCompanyMoney } from '../../shell/api/get-company.ts';
import type { InvoiceFormValues } from '../invoice-form.ts';
import type invoicesEn from '../invoices.en.json';
import { DocumentCurrencyField, useDocumentCurrency } from './document-currency-field.tsx';
import { DeleteDraftDialog, DocumentEditorActions } from './document-editor-actions.tsx';
import { DocumentHeaderFields, WithholdingNotice } from './document-header-fields.tsx';
import { EInvoiceCompanyGaps } from './e-invoice-company-gaps.tsx';
import { InvoiceLines } from './invoice-lines.tsx';
import { DocumentStateBadge } from './status-badges.tsx';
import { useDocumentEditorForm } from './use-document-editor-form.ts';
import { ValidateDocumentDialog } from './validate-document-dialog.tsx';

type InvoiceErrorCode = keyof (typeof invoicesEn)['errors'];

/** A rule code (QUANTITY_INVALID, AMOUNT_TOO_PRECISE…) in the user's language. */
export function invoiceErrorText(
  t: TFunction<'invoices'>,
  tCommon: TFunction<'common'>,
  code: string | undefined,
): string | undefined {
  if (code === undefined) return undefined;
  // The area's own words for the code when it has some (in English at least), else the common ones.
  return t(`errors.${code as InvoiceErrorCode}`, { defaultValue: validationMessage(tCommon, code) });
}

/** The editor's form: the header fields, the withholding notice, the lines and the validate hint. */
function DocumentEditorForm({
  editor,
  kind,
  folder,
  partyId,
  party,
  title,
  readOnly,
  errorText,
  scale,
  defaultVatRate,
  accounts,
  reverseCharge,
  supplyKinds,
  currency,
}: {
  editor: ReturnType<typeof useDocumentEditorForm>;
  kind: DocumentKind;
  folder: WorkFolder;
  partyId: string | null;
  party: Party | null;
  title: string;
  readOnly: boolean;
  errorText: (code: string | undefined) => string | undefined;
  scale: number;
  defaultVatRate: string;
  accounts: readonly PickableAccount[];
  reverseCharge: boolean;
  supplyKinds: boolean;
  currency: { document: string | null; company: string | null };
}) {
  const { t } = useTranslation('invoices');
  const { form } = editor;
  const foreign = currency.document !== currency.company ? currency.document : null;
  return (
    <form onSubmit={editor.saveDraft} noValidate aria-label={title}>
      <Stack gap="md">
        {folder.status === 'CLOSED' && <Alert color="gray">{t('editor.closedFolder')}</Alert>}
        <EInvoiceCompanyGaps fields={editor.companyGaps} />
        <DocumentHeaderFields
          control={form.control}
          setValue={form.setValue}
          kind={kind}
          folder={folder}
          partyId={partyId}
          readOnly={readOnly}
          errorText={errorText}
          reverseCharge={reverseCharge}
        />
        <DocumentCurrencyField
          control={form.control}
          currency={currency.document}
          companyCurrency={currency.company}
          scale={scale}
          readOnly={readOnly}
          errorText={errorText}
        />
        <WithholdingNotice sale={kind.role === 'CUSTOMER'} party={party} />
        <InvoiceLines
          control={form.control}
          errors={form.formState.errors}
          errorText={errorText}
          scale={scale}
          defaultVatRate={defaultVatRate}
          readOnly={readOnly}
          accounts={accounts}
          supplyKinds={supplyKinds}
          currency={foreign}
        />
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconInfoCircle size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs" c="dimmed">
            {t('editor.validateHint')}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}

type DocumentEditorProps = {
  /** Whether the document may be reverse-charged (purchases of a French company). */
  reverseCharge: boolean;
  /** Whether its lines say goods or services (a French company). */
  supplyKinds: boolean;
  /** The accounts a line may go to (class 7 for sales, 6 for purchases). */
  accounts: readonly PickableAccount[];
  kind: DocumentKind;
  folder: WorkFolder;
  /** The draft being edited; null for a new document. */
  document: AccountingDocument | null;
  initialValues: InvoiceFormValues;
  scale: number;
  defaultVatRate: string;
};

/** The editor's confirmations: deleting the draft, validating the document. */
function DocumentEditorDialogs({
  editor,
  kind,
  partyName,
}: {
  editor: ReturnType<typeof useDocumentEditorForm>;
  kind: DocumentKind;
  partyName: string | null;
}) {
  return (
    <>
      <DeleteDraftDialog
        opened={editor.confirmingDelete}
        loading={editor.deleting}
        onConfirm={editor.deleteDraft}
        onClose={editor.cancelDelete}
      />
      <ValidateDocumentDialog
        opened={editor.validating !== null}
        type={kind.type}
        partyName={partyName}
        totals={editor.validating ?? { excludingTax: '0', vat: '0', includingTax: '0' }}
        loading={editor.busy}
        onConfirm={editor.confirmValidate}
        onClose={editor.closeValidation}
      />
    </>
  );
}

/** Ctrl+Enter (⌘+Enter) from any field asks to validate, when the draft may be validated. */
const validateOnControlEnter =
  (editor: ReturnType<typeof useDocumentEditorForm>, allowed: boolean) => (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key === 'Enter' && allowed) {
      event.preventDefault();
      if (editor.validating === null) void editor.askToValidate();
    }
  };

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
  reverseCharge,
  supplyKinds,
}: DocumentEditorProps) {
  const { t, i18n } = useTranslation('invoices');
  const { t: tCommon } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const canWrite = useCan('documents.write');
  const canValidate = useCan('documents.validate');
  // Without documents.write a draft is only read: its fields locked, no save, delete or validate.
  const readOnly = folder.status === 'CLOSED' || !canWrite;
  const editor = useDocumentEditorForm({
    ...{ kind, folderId: folder.id, document, initialValues, scale, language },
    editable: !readOnly,
  });
  const { form, busy } = editor;
  const partyId = useWatch({ control: form.control, name: 'partyId' });
  const party = useParty(useStoredValue('companyId'), kind.role, partyId, folder.id);
  const company = useCompanyMoney();
  const currency = useDocumentCurrency(form.control, party.data?.currency, company.currency);
  // Prices are read and checked with the decimals of the document's currency (USD 2, XAF 0).
  const documentScale = currency && currency !== company.currency ? currencyScale(currency) : scale;
  editor.scaleRef.current = documentScale;
  const errorText = (code: string | undefined) => invoiceErrorText(t, tCommon, code);
  const title = document ? t(`draftTitle.${kind.type}`) : t(`new.${kind.type}`);

  const onKeyDown = validateOnControlEnter(editor, canValidate && !readOnly && !busy);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+Enter from any field asks to validate; the fields are the controls.
    <div onKeyDown={onKeyDown}>
      <PageHeader
        title={title}
        description={document ? <DocumentStateBadge state={document.state} /> : undefined}
        actions={
          <DocumentEditorActions
            canDelete={document !== null && canWrite}
            canWrite={canWrite}
            canValidate={canValidate}
            disabled={readOnly || busy}
            savingDraft={busy && !editor.validatingSave}
            validating={busy && editor.validatingSave === true}
            onDelete={editor.askToDelete}
            onSaveDraft={editor.saveDraft}
            onValidate={editor.askToValidate}
          />
        }
      />
      {editor.unsaved.banner}
      <DocumentEditorForm
        editor={editor}
        kind={kind}
        folder={folder}
        partyId={partyId}
        party={party.data ?? null}
        title={title}
        readOnly={readOnly}
        errorText={errorText}
        scale={documentScale}
        defaultVatRate={defaultVatRate}
        accounts={accounts}
        reverseCharge={reverseCharge}
        supplyKinds={supplyKinds}
        currency={{ document: currency, company: company.currency }}
      />
      <DocumentEditorDialogs editor={editor} kind={kind} partyName={party.data?.name ?? null} />
      {editor.unsaved.keepers}
    </div>
  );
}
