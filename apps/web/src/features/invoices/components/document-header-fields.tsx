import { type Party, VAT_TREATMENTS, type WorkFolder } from '@bilan/contract';
import { Alert, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconReceiptTax } from '@tabler/icons-react';
import { type Control, Controller, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field.tsx';
import type { DocumentKind } from '../../../lib/document-kinds.ts';
import { PartyPicker } from '../../parties/public.ts';
import { NO_DOCUMENT_FILTER, useDocuments } from '../api/get-documents.ts';
import type { InvoiceFormValues } from '../invoice-form.ts';

type ErrorText = (code: string | undefined) => string | undefined;

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

function DocumentTextField({
  control,
  name,
  placeholder,
  readOnly,
  errorText,
}: {
  control: Control<InvoiceFormValues>;
  name: 'reference' | 'label';
  placeholder: string;
  readOnly: boolean;
  errorText: ErrorText;
}) {
  const { t } = useTranslation('invoices');
  return (
    <Controller
      control={control}
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
}

/** A reverse charge of a French purchase: intra-EU acquisition, CGI art. 283-2 service, import. */
function VatTreatmentSelect({
  control,
  readOnly,
  errorText,
}: {
  control: Control<InvoiceFormValues>;
  readOnly: boolean;
  errorText: ErrorText;
}) {
  const { t } = useTranslation('invoices');
  return (
    <Controller
      control={control}
      name="vatTreatment"
      render={({ field, fieldState }) => (
        <Select
          label={t('editor.vatTreatment')}
          description={t('editor.vatTreatmentHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data={VAT_TREATMENTS.map((treatment) => ({ value: treatment, label: t(`vatTreatments.${treatment}`) }))}
          value={field.value}
          onChange={(value) => field.onChange(value ?? 'DOMESTIC')}
          onBlur={field.onBlur}
          allowDeselect={false}
          readOnly={readOnly}
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}

/** Cameroon: what the party's flags withhold from the document (the amounts show once it is saved). */
export function WithholdingNotice({ sale, party }: { sale: boolean; party: Party | null }) {
  const { t } = useTranslation('invoices');
  const flagged = sale ? party?.withholdingAgent : party?.subjectToPrecompte;
  if (!flagged) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconReceiptTax size={18} />} data-testid="withholding-notice">
      {t(sale ? 'editor.withholdingAgent' : 'editor.subjectToPrecompte')}
    </Alert>
  );
}

/** The party: choosing another drops the credited invoice. */
function PartyField({
  control,
  setValue,
  kind,
  readOnly,
  errorText,
}: {
  control: Control<InvoiceFormValues>;
  setValue: UseFormSetValue<InvoiceFormValues>;
  kind: DocumentKind;
  readOnly: boolean;
  errorText: ErrorText;
}) {
  const { t } = useTranslation('invoices');
  return (
    <div style={{ gridColumn: 'span 1' }}>
      <Controller
        control={control}
        name="partyId"
        render={({ field, fieldState }) => (
          <PartyPicker
            partyRole={kind.role}
            label={t('editor.party')}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              setValue('creditedDocumentId', null);
            }}
            onBlur={field.onBlur}
            withAsterisk
            disabled={readOnly}
            creatable={!readOnly}
            error={errorText(fieldState.error?.message)}
          />
        )}
      />
    </div>
  );
}

/** The date inside the folder, then the due date. */
function DocumentDateFields({
  control,
  folder,
  readOnly,
  errorText,
}: {
  control: Control<InvoiceFormValues>;
  folder: WorkFolder;
  readOnly: boolean;
  errorText: ErrorText;
}) {
  const { t } = useTranslation('invoices');
  return (
    <>
      <Controller
        control={control}
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
        control={control}
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
    </>
  );
}

/**
 * The document's header: the party (choosing another drops the credited invoice), the date inside the
 * folder, the due date, the credited invoice of a credit note, the reference and the label.
 */
export function DocumentHeaderFields({
  control,
  setValue,
  kind,
  folder,
  partyId,
  readOnly,
  errorText,
  reverseCharge,
}: {
  control: Control<InvoiceFormValues>;
  setValue: UseFormSetValue<InvoiceFormValues>;
  kind: DocumentKind;
  folder: WorkFolder;
  partyId: string | null;
  readOnly: boolean;
  errorText: ErrorText;
  reverseCharge: boolean;
}) {
  const { t } = useTranslation('invoices');
  const textField = (name: 'reference' | 'label', placeholder: string) => (
    <DocumentTextField
      control={control}
      name={name}
      placeholder={placeholder}
      readOnly={readOnly}
      errorText={errorText}
    />
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <PartyField control={control} setValue={setValue} kind={kind} readOnly={readOnly} errorText={errorText} />
        <DocumentDateFields control={control} folder={folder} readOnly={readOnly} errorText={errorText} />
        {kind.credits ? (
          <Controller
            control={control}
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
          textField('reference', t('editor.referencePlaceholder'))
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: kind.credits ? 2 : 1 }} spacing="md" mt="md">
        {kind.credits && textField('reference', t('editor.referencePlaceholder'))}
        {textField('label', t('editor.labelPlaceholder'))}
      </SimpleGrid>
      {reverseCharge && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
          <VatTreatmentSelect control={control} readOnly={readOnly} errorText={errorText} />
        </SimpleGrid>
      )}
    </Paper>
  );
}
