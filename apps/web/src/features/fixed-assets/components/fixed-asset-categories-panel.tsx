import type { FixedAssetCategory } from '@bilan/contract';
import { Button, Group, Modal, NumberInput, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenHeader } from '../../../components/ui/hidden-header.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useLastShown } from '../../../lib/use-last-shown.ts';
import { useFixedAssetCategories } from '../api/get-fixed-asset-categories.ts';
import { useUpdateFixedAssetCategory } from '../api/update-fixed-asset-category.ts';

/** In the settings: the asset categories with their accounts and default life, each editable by those who manage settings. */
export function FixedAssetCategoriesPanel() {
  const { t } = useTranslation('fixedAssets');
  const companyId = useStoredValue('companyId');
  const categories = useFixedAssetCategories(companyId);
  const canManage = useCan('settings.manage');
  const [editing, setEditing] = useState<FixedAssetCategory | null>(null);
  if (!categories.data) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mt="md" data-testid="fixed-asset-categories">
      <Title order={2} size="h4">
        {t('categories.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('categories.description')}
      </Text>
      <ScrollTable minWidth={640} label={t('categories.title')}>
        <Table verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.category')}</Table.Th>
              <Table.Th>{t('categories.assetAccount')}</Table.Th>
              <Table.Th>{t('categories.depreciationAccount')}</Table.Th>
              <Table.Th>{t('categories.expenseAccount')}</Table.Th>
              <Table.Th>{t('form.usefulLifeYears')}</Table.Th>
              <HiddenHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.data.map((category) => (
              <Table.Tr key={category.id}>
                <Table.Td>{category.label}</Table.Td>
                <Table.Td ff="monospace">{category.assetAccountNumber}</Table.Td>
                <Table.Td ff="monospace">{category.depreciationAccountNumber}</Table.Td>
                <Table.Td ff="monospace">{category.expenseAccountNumber}</Table.Td>
                <Table.Td>{t('asset.life', { count: category.usefulLifeYears })}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  {canManage && (
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconPencil size={14} />}
                      onClick={() => setEditing(category)}
                      aria-label={t('categories.editOne', { label: category.label })}
                    >
                      {t('categories.edit')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <CategoryModal category={editing} onClose={() => setEditing(null)} companyId={companyId} />
    </Paper>
  );
}

/** The category's three accounts, each a text field. */
const ACCOUNT_FIELDS = [
  ['assetAccountNumber', 'categories.assetAccount'],
  ['depreciationAccountNumber', 'categories.depreciationAccount'],
  ['expenseAccountNumber', 'categories.expenseAccount'],
] as const;

function CategoryModal({
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
