import type { FixedAssetCategory } from '@bilan/contract';
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLastShown } from '../../../lib/use-last-shown.ts';
import { useUpdateFixedAssetCategory } from '../api/update-fixed-asset-category.ts';

/** The category's three accounts, each a text field. */
const ACCOUNT_FIELDS = [
  ['assetAccountNumber', 'categories.assetAccount'],
  ['depreciationAccountNumber', 'categories.depreciationAccount'],
  ['expenseAccountNumber', 'categories.expenseAccount'],
] as const;

/** Edits one asset category of the settings: its label, its three accounts, its default life. */
export function CategoryModal({
  category,
  onClose,
  companyId,
}: {
  category: FixedAssetCategory | null;
  onClose: () => void;
  companyId: string | null;
}) {
  const { t } = useTranslation('fixedAssets');
  const { t: tCommon } = useTranslation();
  const update = useUpdateFixedAssetCategory(companyId);
  const titled = useLastShown(category);
  const [form, setForm] = useState<FixedAssetCategory | null>(category);
  useEffect(() => setForm(category), [category]);
  const set = (key: keyof FixedAssetCategory, value: string | number) =>
    setForm((now) => (now ? { ...now, [key]: value } : now));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const { id, code: _code, ...body } = form;
    const saved = await update
      .mutateAsync({ categoryId: id, body: { ...body, usefulLifeYears: Number(body.usefulLifeYears) } })
      .catch(() => null);
    if (saved) onClose();
  };
  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      title={titled ? t('categories.editOne', { label: titled.label }) : ''}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 700 } }}
    >
      {form && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('form.label')}
              value={form.label}
              onChange={(e) => set('label', e.currentTarget.value)}
            />
            {ACCOUNT_FIELDS.map(([key, label]) => (
              <TextInput
                key={key}
                label={t(label)}
                value={form[key]}
                onChange={(e) => set(key, e.currentTarget.value)}
              />
            ))}
            <NumberInput
              label={t('form.usefulLifeYears')}
              value={form.usefulLifeYears}
              onChange={(value) => set('usefulLifeYears', Number(value) || 0)}
              min={1}
              max={100}
              allowDecimal={false}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                {tCommon('actions.cancel')}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {tCommon('actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
