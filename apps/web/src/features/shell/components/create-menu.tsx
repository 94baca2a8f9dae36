import { Box, Button, Menu } from '@mantine/core';
import {
  IconBook2,
  IconCashBanknote,
  IconFileInvoice,
  IconFolderPlus,
  IconPlus,
  IconReceipt,
  IconTruckDelivery,
  IconUserPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../lib/permissions.ts';

/**
 * The create button: a menu of what can be created, each entry opening its area. It offers only what
 * the user may create, and is gone when that is nothing (a viewer).
 */
export function CreateMenu() {
  const { t } = useTranslation('shell');
  const canWriteDocuments = useCan('documents.write');
  const canWritePayments = useCan('payments.write');
  const canWriteParties = useCan('parties.write');
  const canManageWorkFolders = useCan('work-folders.manage');
  if (!(canWriteDocuments || canWritePayments || canWriteParties || canManageWorkFolders)) return null;
  const sales = canWriteDocuments || canWritePayments || canWriteParties;
  return (
    <Menu position="bottom-end" shadow="md" width={230}>
      <Menu.Target>
        {/* One button (the menu's ARIA goes on it): its word shows from sm up, its name everywhere. */}
        <Button leftSection={<IconPlus size={18} />} px={{ base: 10, sm: 'md' }} aria-label={t('topBar.create')}>
          <Box component="span" visibleFrom="sm">
            {t('topBar.create')}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {sales && <Menu.Label>{t('create.sales')}</Menu.Label>}
        {canWriteDocuments && (
          <Menu.Item component={Link} to="/sale/invoices/new" leftSection={<IconFileInvoice size={16} />}>
            {t('create.saleInvoice')}
          </Menu.Item>
        )}
        {canWritePayments && (
          <Menu.Item component={Link} to="/sale/receipts?record=1" leftSection={<IconCashBanknote size={16} />}>
            {t('create.receipt')}
          </Menu.Item>
        )}
        {canWriteParties && (
          <Menu.Item component={Link} to="/apps/company/customer/new" leftSection={<IconUserPlus size={16} />}>
            {t('create.customer')}
          </Menu.Item>
        )}
        {sales && <Menu.Label>{t('create.purchases')}</Menu.Label>}
        {canWriteDocuments && (
          <Menu.Item component={Link} to="/purchase/bills/new" leftSection={<IconReceipt size={16} />}>
            {t('create.purchaseInvoice')}
          </Menu.Item>
        )}
        {canWritePayments && (
          <Menu.Item
            component={Link}
            to="/purchase/disbursements?record=1"
            leftSection={<IconCashBanknote size={16} />}
          >
            {t('create.disbursement')}
          </Menu.Item>
        )}
        {canWriteParties && (
          <Menu.Item component={Link} to="/apps/company/supplier/new" leftSection={<IconTruckDelivery size={16} />}>
            {t('create.supplier')}
          </Menu.Item>
        )}
        {(canWriteDocuments || canManageWorkFolders) && <Menu.Label>{t('create.accounting')}</Menu.Label>}
        {canWriteDocuments && (
          <Menu.Item component={Link} to="/accounting/entries/new" leftSection={<IconBook2 size={16} />}>
            {t('create.journalEntry')}
          </Menu.Item>
        )}
        {canManageWorkFolders && (
          <Menu.Item component={Link} to="/apps/workfolder/list" leftSection={<IconFolderPlus size={16} />}>
            {t('create.workFolder')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
