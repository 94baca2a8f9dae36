import type { CsvStatementMapping } from '@bilan/accounting';
import { STATEMENT_DATE_FORMATS } from '@bilan/contract';
import { Fieldset, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLUMN_KEYS = [
  'date',
  'label',
  'amount',
  'debit',
  'credit',
  'reference',
  'counterpartyPhone',
  'balance',
  'currency',
] as const;
const SEPARATORS = [
  { value: ',', label: ',' },
  { value: ';', label: ';' },
  { value: '\t', label: 'Tab' },
];

/** The columns of a CSV statement by their header names, saved for the account at import. */
export function MappingFields({
  mapping,
  onChange,
}: {
  mapping: CsvStatementMapping;
  onChange: (mapping: CsvStatementMapping) => void;
}) {
  const { t } = useTranslation('bankStatements');
  const setColumn = (key: (typeof COLUMN_KEYS)[number], value: string) =>
    onChange({
      ...mapping,
      columns: { ...mapping.columns, [key]: value.trim() === '' && key !== 'date' && key !== 'label' ? null : value },
    });
  return (
    <Fieldset legend={t('import.mapping.title')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Select
          label={t('import.mapping.separator')}
          data={SEPARATORS}
          value={mapping.separator}
          onChange={(value) => value && onChange({ ...mapping, separator: value as CsvStatementMapping['separator'] })}
          allowDeselect={false}
        />
        <Select
          label={t('import.mapping.decimalSeparator')}
          data={['.', ',']}
          value={mapping.decimalSeparator}
          onChange={(value) => value && onChange({ ...mapping, decimalSeparator: value as '.' | ',' })}
          allowDeselect={false}
        />
        <Select
          label={t('import.mapping.dateFormat')}
          data={[...STATEMENT_DATE_FORMATS]}
          value={mapping.dateFormat}
          onChange={(value) =>
            value && onChange({ ...mapping, dateFormat: value as CsvStatementMapping['dateFormat'] })
          }
          allowDeselect={false}
        />
        <NumberInput
          label={t('import.mapping.headerLine')}
          min={1}
          max={50}
          value={mapping.headerLine}
          onChange={(value) => onChange({ ...mapping, headerLine: Number(value) || 1 })}
        />
        {COLUMN_KEYS.map((key) => (
          <TextInput
            key={key}
            label={t(`import.mapping.${key}`)}
            value={mapping.columns[key] ?? ''}
            onChange={(event) => setColumn(key, event.currentTarget.value)}
            required={key === 'date' || key === 'label'}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
