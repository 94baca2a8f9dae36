import {
  ActionIcon,
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, Controller, type FieldErrors, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PickableAccount } from '../../../lib/account-search.ts';
import { understoodDecimal } from '../../../lib/decimal-input.ts';
import { CreatableAccountPicker } from '../../chart-of-accounts/public.ts';
import { emptyInvoiceLine, type InvoiceFormValues, type LineField } from '../invoice-form.ts';
import { useMoney } from '../use-money.ts';
import { TotalsPanel, useLiveTotals } from './live-totals.tsx';
import { SupplyKindField } from './supply-kind-field.tsx';

const GRID_COLUMNS = '24px minmax(160px, 1fr) minmax(120px, 170px) 72px 116px 64px 68px 112px 36px';
const NUMBER_FIELDS: readonly { name: Exclude<LineField, 'description'>; width?: number }[] = [
  { name: 'quantity' },
  { name: 'unitPrice' },
  { name: 'discountRate' },
  { name: 'vatRate' },
];

type ErrorText = (code: string | undefined) => string | undefined;

function LineAmount({ amount }: { amount: string | null }) {
  const money = useMoney();
  return (
    <Text
      size="sm"
      fw={600}
      ta="right"
      c={amount === null ? 'dimmed' : undefined}
      data-testid="line-amount"
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {amount === null ? '—' : money.format(amount, { withCurrency: false })}
    </Text>
  );
}

type Lines = ReturnType<typeof useFieldArray<InvoiceFormValues, 'lines'>>;

interface PartsInput {
  control: Control<InvoiceFormValues>;
  errors: FieldErrors<InvoiceFormValues>;
  errorText: ErrorText;
  readOnly: boolean;
  accounts: readonly PickableAccount[];
  lines: Lines;
}

/** The pieces of one line (a text field, the account picker, the remove button), shared by both layouts. */
function useLineParts({ control, errors, errorText, readOnly, accounts, lines }: PartsInput) {
  const { t, i18n } = useTranslation('invoices');
  const { t: tCommon } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? 'en';
  const lineError = (index: number, name: LineField) => errorText(errors.lines?.[index]?.[name]?.message);

  const field = (index: number, name: LineField, extra: { label?: string; align?: 'right' } = {}) => (
    <Controller
      control={control}
      name={`lines.${index}.${name}`}
      render={({ field: input }) => {
        const understood = name === 'description' ? null : understoodDecimal(input.value ?? '', language);
        return (
          <TextInput
            {...input}
            value={input.value ?? ''}
            label={extra.label}
            description={understood ? tCommon('number.understood', { value: understood }) : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            aria-label={
              extra.label ? undefined : `${t(`editor.${name}`)} (${t('editor.lineNumber', { index: index + 1 })})`
            }
            placeholder={name === 'description' ? t('editor.descriptionPlaceholder') : undefined}
            inputMode={name === 'description' ? undefined : 'decimal'}
            autoComplete="off"
            readOnly={readOnly}
            error={lineError(index, name)}
            styles={extra.align ? { input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } } : undefined}
          />
        );
      }}
    />
  );

  const accountField = (index: number, label?: string) => (
    <Controller
      control={control}
      name={`lines.${index}.accountId`}
      render={({ field: input }) => (
        <CreatableAccountPicker
          accounts={accounts}
          value={input.value}
          onChange={input.onChange}
          onCreated={input.onChange}
          createLabel={(number) => t('editor.createAccount', { number })}
          label={label}
          aria-label={label ? undefined : `${t('editor.account')} (${t('editor.lineNumber', { index: index + 1 })})`}
          placeholder={t('editor.accountDefault')}
          nothingFound={t('editor.accountNotFound')}
          readOnly={readOnly}
        />
      )}
    />
  );

  const removeButton = (index: number) => (
    <Tooltip label={t('editor.removeLine', { index: index + 1 })} openDelay={300}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={() => lines.remove(index)}
        disabled={readOnly || lines.fields.length === 1}
        aria-label={t('editor.removeLine', { index: index + 1 })}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );

  return { field, accountField, removeButton };
}

interface LayoutProps {
  parts: ReturnType<typeof useLineParts>;
  lines: Lines;
  lineAmounts: readonly (string | null)[];
  control: Control<InvoiceFormValues>;
  readOnly: boolean;
  supplyKinds: boolean;
}

/** On a phone: one card per line. */
function CompactLines({
  parts: { field, accountField, removeButton },
  lines,
  lineAmounts,
  control,
  readOnly,
  supplyKinds,
}: LayoutProps) {
  const { t } = useTranslation('invoices');
  return (
    <Stack gap="sm">
      {lines.fields.map((line, index) => (
        <Paper key={line.id} withBorder radius="md" p="sm" data-testid="invoice-line">
          <Group justify="space-between" mb={6}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('editor.lineNumber', { index: index + 1 })}
            </Text>
            {removeButton(index)}
          </Group>
          <Stack gap="xs">
            {field(index, 'description', { label: t('editor.description') })}
            {accountField(index, t('editor.account'))}
            {supplyKinds && (
              <SupplyKindField control={control} index={index} readOnly={readOnly} label={t('editor.supplyKind')} />
            )}
            <SimpleGrid cols={2} spacing="xs">
              {NUMBER_FIELDS.map(({ name }) => (
                <Box key={name}>{field(index, name, { label: t(`editor.${name}`), align: 'right' })}</Box>
              ))}
            </SimpleGrid>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('editor.lineTotal')}
              </Text>
              <LineAmount amount={lineAmounts[index] ?? null} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** On a wide screen: a grid, one row per line. */
function GridLines({
  parts: { field, accountField, removeButton },
  lines,
  lineAmounts,
  control,
  readOnly,
  supplyKinds,
}: LayoutProps) {
  const { t } = useTranslation('invoices');
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Box style={{ display: 'grid', gridTemplateColumns: GRID_COLUMNS, gap: 8, alignItems: 'start', minWidth: 820 }}>
        <span />
        {(['description', 'account', 'quantity', 'unitPrice', 'discountRate', 'vatRate', 'lineTotal'] as const).map(
          (name) => (
            <Text
              key={name}
              size="xs"
              fw={700}
              c="dimmed"
              tt="uppercase"
              ta={name === 'description' || name === 'account' ? 'left' : 'right'}
            >
              {t(`editor.${name}`)}
            </Text>
          ),
        )}
        <span />
        {lines.fields.map((line, index) => (
          <Box key={line.id} style={{ display: 'contents' }} data-testid="invoice-line">
            <Text size="sm" c="dimmed" pt={8} ta="right">
              {index + 1}
            </Text>
            <Stack gap={4}>
              {field(index, 'description')}
              {supplyKinds && <SupplyKindField control={control} index={index} readOnly={readOnly} />}
            </Stack>
            {accountField(index)}
            {NUMBER_FIELDS.map(({ name }) => (
              <Box key={name}>{field(index, name, { align: 'right' })}</Box>
            ))}
            <Box pt={8}>
              <LineAmount amount={lineAmounts[index] ?? null} />
            </Box>
            {removeButton(index)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The lines of an invoice with the totals computed as the user types: a grid on a wide screen, one
 * card per line on a phone. Numbers are typed in the user's language ("333,33" in French).
 */
export function InvoiceLines({
  control,
  errors,
  errorText,
  scale,
  defaultVatRate,
  readOnly,
  accounts,
  supplyKinds = false,
  currency = null,
}: {
  /** The document's currency when it is not the company's. */
  currency?: string | null;
  /** The revenue (sales) or expense (purchases) accounts a line may go to; empty: the default one. */
  accounts: readonly PickableAccount[];
  /** France: each line says whether it is goods or services (VAT on services is due when paid). */
  supplyKinds?: boolean;
  control: Control<InvoiceFormValues>;
  errors: FieldErrors<InvoiceFormValues>;
  errorText: ErrorText;
  scale: number;
  defaultVatRate: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation('invoices');
  const compact = useMediaQuery('(max-width: 62em)');
  const lines = useFieldArray({ control, name: 'lines' });
  const totals = useLiveTotals(control, scale);
  const parts = useLineParts({ control, errors, errorText, readOnly, accounts, lines });
  const layout: LayoutProps = { parts, lines, lineAmounts: totals.lineAmounts, control, readOnly, supplyKinds };

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} size="h5" mb="md">
        {t('editor.lines')}
      </Title>
      {compact ? <CompactLines {...layout} /> : <GridLines {...layout} />}
      {errors.lines?.root?.message && (
        <Text size="sm" c="red" mt="xs">
          {errorText(errors.lines.root.message)}
        </Text>
      )}
      <Group justify="space-between" align="flex-start" mt="md" gap="md" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => lines.append(emptyInvoiceLine(defaultVatRate))}
          disabled={readOnly}
        >
          {t('editor.addLine')}
        </Button>
        <TotalsPanel
          currency={currency}
          excludingTax={totals.excludingTax}
          vat={totals.vat}
          includingTax={totals.includingTax}
          vatBreakdown={totals.vatBreakdown}
          footer={
            totals.skippedLines > 0 ? (
              <Text size="xs" c="orange.8" mt={4}>
                {t('totals.incomplete')}
              </Text>
            ) : null
          }
        />
      </Group>
    </Paper>
  );
}
