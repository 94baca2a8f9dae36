import type { BillAssetLines, CreateFixedAssetBody, DepreciationMethodName, WorkFolder } from '@bilan/contract';
import { Button, Checkbox, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateField } from '../../../components/ui/date-field.tsx';
import { normalizeDecimalInput } from '../../../lib/decimal-input.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useMoney } from '../../invoices/public.ts';
import { useCreateFixedAsset } from '../api/create-fixed-asset.ts';
import { useFixedAssetCategories } from '../api/get-fixed-asset-categories.ts';

type BillLine = BillAssetLines[number];

interface FormState {
  label: string;
  categoryId: string | null;
  acquiredOn: string;
  inServiceOn: string;
  grossValue: string;
  method: DepreciationMethodName;
  usefulLifeYears: number | string;
  excess: boolean;
  opening: boolean;
  priorDepreciation: string;
}

const EMPTY: FormState = {
  label: '',
  categoryId: null,
  acquiredOn: '',
  inServiceOn: '',
  grossValue: '',
  method: 'STRAIGHT_LINE',
  usefulLifeYears: '',
  excess: false,
  opening: false,
  priorDepreciation: '',
};

/** The request of the form: a bill's line gives its own account, amount and date. */
function bodyOf(form: FormState, line: BillLine | null, language: string): CreateFixedAssetBody {
  const common = {
    label: form.label,
    categoryId: form.categoryId ?? '',
    inServiceOn: form.inServiceOn || null,
    method: form.method,
    taxMethod: form.excess && form.method === 'STRAIGHT_LINE' ? ('DECLINING' as const) : null,
    usefulLifeYears: typeof form.usefulLifeYears === 'number' ? form.usefulLifeYears : null,
  };
  if (line) return { ...common, documentLineId: line.documentLineId };
  return {
    ...common,
    acquiredOn: form.acquiredOn || null,
    grossValue: normalizeDecimalInput(form.grossValue, language) || null,
    priorDepreciation: form.opening ? normalizeDecimalInput(form.priorDepreciation, language) || '0' : null,
  };
}

/** Adds an asset by hand (or from an opening import), or from a validated bill's class-2 line when `line` is given. */
export function FixedAssetFormModal({
  opened,
  onClose,
  folder,
  line,
}: {
  opened: boolean;
  onClose: () => void;
  folder: WorkFolder;
  line: BillLine | null;
}) {
  const { t } = useTranslation('fixedAssets');
  const { t: tCommon } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const categories = useFixedAssetCategories(useStoredValue('companyId'));
  const create = useCreateFixedAsset(folder.id);
  const [form, setForm] = useState<FormState>(EMPTY);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((now) => ({ ...now, [key]: value }));

  useEffect(() => {
    if (!opened) return;
    // A bill's line suggests the category kept on its account.
    const category = line
      ? categories.data?.find((candidate) => candidate.assetAccountNumber === line.accountNumber)
      : undefined;
    setForm({ ...EMPTY, label: line?.description ?? '', categoryId: category?.id ?? null });
  }, [opened, line, categories.data]);

  const chosen = categories.data?.find((category) => category.id === form.categoryId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await create.mutateAsync(bodyOf(form, line, money.language)).catch(() => null);
    if (!created) return;
    onClose();
    navigate(`/accounting/fixed-assets/${created.id}`);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={line ? t('form.fromBillTitle') : t('form.title')}
      centered
      size="lg"
      radius="lg"
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <IdentityFields form={form} set={set} line={line} categories={categories.data} />
          {!line && <HandFields form={form} set={set} folder={folder} />}
          <DepreciationFields form={form} set={set} chosen={chosen} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {tCommon('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!form.label.trim() || !form.categoryId}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** What a bill would give: the day of acquisition, the gross value, and for an opening import the depreciation before. */
function HandFields({
  form,
  set,
  folder,
}: {
  form: FormState;
  set: <K extends keyof FormState>(key: K, value: FormState[K]) => void;
  folder: WorkFolder;
}) {
  const { t } = useTranslation('fixedAssets');
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateField
          label={t('form.acquiredOn')}
          value={form.acquiredOn}
          onChange={(value) => set('acquiredOn', value)}
          min={form.opening ? undefined : folder.startDate}
          max={form.opening ? undefined : folder.endDate}
          required
        />
        <TextInput
          label={t('form.grossValue')}
          value={form.grossValue}
          onChange={(event) => set('grossValue', event.currentTarget.value)}
          inputMode="decimal"
          required
        />
      </SimpleGrid>
      <Checkbox
        label={t('form.opening')}
        checked={form.opening}
        onChange={(event) => set('opening', event.currentTarget.checked)}
      />
      {form.opening && (
        <TextInput
          label={t('form.priorDepreciation')}
          value={form.priorDepreciation}
          onChange={(event) => set('priorDepreciation', event.currentTarget.value)}
          inputMode="decimal"
        />
      )}
    </>
  );
}

type SetField = <K extends keyof FormState>(key: K, value: FormState[K]) => void;
type Category = NonNullable<ReturnType<typeof useFixedAssetCategories>['data']>[number];

/** What the asset is: the bill's line it comes from, its label and its category. */
function IdentityFields({
  form,
  set,
  line,
  categories,
}: {
  form: FormState;
  set: SetField;
  line: BillLine | null;
  categories: readonly Category[] | undefined;
}) {
  const { t } = useTranslation('fixedAssets');
  const money = useMoney();
  return (
    <>
      {line && (
        <Text size="sm">
          {t('form.fromBill', {
            line: line.description,
            amount: money.format(line.amount),
            date: formatCalendarDate(line.documentDate, money.language),
          })}
        </Text>
      )}
      <TextInput
        label={t('form.label')}
        value={form.label}
        onChange={(event) => set('label', event.currentTarget.value)}
        required
        maxLength={200}
        data-autofocus
      />
      <Select
        label={t('form.category')}
        data={(categories ?? []).map((category) => ({
          value: category.id,
          label: `${category.assetAccountNumber} — ${category.label}`,
        }))}
        value={form.categoryId}
        onChange={(value) => set('categoryId', value)}
        allowDeselect={false}
        required
      />
    </>
  );
}

/** How the asset is depreciated: from when, over how long, and by which method. */
function DepreciationFields({ form, set, chosen }: { form: FormState; set: SetField; chosen: Category | undefined }) {
  const { t } = useTranslation('fixedAssets');
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateField
          label={t('form.inServiceOn')}
          description={t('form.inServiceHint')}
          value={form.inServiceOn}
          onChange={(value) => set('inServiceOn', value)}
        />
        <NumberInput
          label={t('form.usefulLifeYears')}
          value={form.usefulLifeYears}
          placeholder={chosen ? String(chosen.usefulLifeYears) : undefined}
          onChange={(value) => set('usefulLifeYears', value)}
          min={1}
          max={100}
          allowDecimal={false}
        />
      </SimpleGrid>
      <Select
        label={t('form.method')}
        data={(['STRAIGHT_LINE', 'DECLINING'] as const).map((method) => ({
          value: method,
          label: t(`methods.${method}`),
        }))}
        value={form.method}
        onChange={(value) => set('method', value === 'DECLINING' ? 'DECLINING' : 'STRAIGHT_LINE')}
        allowDeselect={false}
      />
      {form.method === 'STRAIGHT_LINE' && (
        <Checkbox
          label={t('form.excess')}
          checked={form.excess}
          onChange={(event) => set('excess', event.currentTarget.checked)}
        />
      )}
    </>
  );
}
