import { Select } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InvoiceFormValues } from '../invoice-form.ts';

const BY_ACCOUNT = 'BY_ACCOUNT';

/** Goods or services of a line (France: VAT on services is due when paid); by default, as its account reads. */
export function SupplyKindField({
  control,
  index,
  readOnly,
  label,
}: {
  control: Control<InvoiceFormValues>;
  index: number;
  readOnly: boolean;
  label?: string;
}) {
  const { t } = useTranslation('invoices');
  return (
    <Controller
      control={control}
      name={`lines.${index}.supplyKind`}
      render={({ field }) => (
        <Select
          size="xs"
          label={label}
          aria-label={label ? undefined : `${t('editor.supplyKind')} (${t('editor.lineNumber', { index: index + 1 })})`}
          data={[
            { value: BY_ACCOUNT, label: t('editor.supplyKindByAccount') },
            { value: 'GOODS', label: t('editor.supplyKindGoods') },
            { value: 'SERVICES', label: t('editor.supplyKindServices') },
          ]}
          value={field.value ?? BY_ACCOUNT}
          onChange={(value) => field.onChange(value === 'GOODS' || value === 'SERVICES' ? value : null)}
          onBlur={field.onBlur}
          allowDeselect={false}
          readOnly={readOnly}
        />
      )}
    />
  );
}
