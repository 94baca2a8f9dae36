import type { FixedAssetCategory } from '@bilan/contract';
import { Button, Paper, Table, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenHeader } from '../../../components/ui/hidden-header.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useFixedAssetCategories } from '../api/get-fixed-asset-categories.ts';

// The edit dialog (Modal, NumberInput) opens on a click: loaded then, not with the settings' first paint.
const CategoryModal = lazy(() =>
  import('./fixed-asset-category-modal.tsx').then((module) => ({ default: module.CategoryModal })),
);

/** In the settings: the asset categories with their accounts and default life, each editable by those who manage settings. */
export function FixedAssetCategoriesPanel() {
  const { t } = useTranslation('fixedAssets');
  const companyId = useStoredValue('companyId');
  const categories = useFixedAssetCategories(companyId);
  const canManage = useCan('settings.manage');
  const [editing, setEditing] = useState<FixedAssetCategory | null>(null);
  // Once opened, the dialog stays mounted so that it closes with its transition.
  const [opened, setOpened] = useState(false);
  if (editing && !opened) setOpened(true);
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
      {opened && (
        <Suspense fallback={null}>
          <CategoryModal category={editing} onClose={() => setEditing(null)} companyId={companyId} />
        </Suspense>
      )}
    </Paper>
  );
}
