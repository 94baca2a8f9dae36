import { Menu } from '@mantine/core';
import {
  IconBook2,
  IconCashBanknote,
  IconFileInvoice,
  IconFolderPlus,
  IconReceipt,
  IconTruckDelivery,
  IconUserPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoadedMenuProps } from '../../../components/ui/lazy-menu.tsx';

/** What the user may create, by area: the create menu offers only those entries. */
export interface CreatePermissions {
  writeDocuments: boolean;
  writePayments: boolean;
  writeParties: boolean;
  manageWorkFolders: boolean;
}

/** The create menu once first opened: what the user may create, each entry opening its area. */
export function CreateMenuDropdown({ target, opened, onChange, can }: LoadedMenuProps & { can: CreatePermissions }) {
  const { t } = useTranslation('shell');
  const sales = can.writeDocuments || can.writePayments || can.writeParties;
  return (
    <Menu position="bottom-end" shadow="md" width={230} opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {sales && <Menu.Label>{t('create.sales')}</Menu.Label>}
        {can.writeDocuments && (
          <Menu.Item component={Link} to="/sale/invoices/new" leftSection={<IconFileInvoice size={16} />}>
            {t('create.saleInvoice')}
          </Menu.Item>
        )}
        {can.writePayments && (
          <Menu.Item component={Link} to="/sale/receipts?record=1" leftSection={<IconCashBanknote size={16} />}>
            {t('create.receipt')}
          </Menu.Item>
        )}
        {can.writeParties && (
          <Menu.Item component={Link} to="/apps/company/customer/new" leftSection={<IconUserPlus size={16} />}>
            {t('create.customer')}
          </Menu.Item>
        )}
        {sales && <Menu.Label>{t('create.purchases')}</Menu.Label>}
        {can.writeDocuments && (
          <Menu.Item component={Link} to="/purchase/bills/new" leftSection={<IconReceipt size={16} />}>
            {t('create.purchaseInvoice')}
          </Menu.Item>
        )}
        {can.writePayments && (
          <Menu.Item
            component={Link}
            to="/purchase/disbursements?record=1"
            leftSection={<IconCashBanknote size={16} />}
          >
            {t('create.disbursement')}
          </Menu.Item>
        )}
        {can.writeParties && (
          <Menu.Item component={Link} to="/apps/company/supplier/new" leftSection={<IconTruckDelivery size={16} />}>
            {t('create.supplier')}
          </Menu.Item>
        )}
        {(can.writeDocuments || can.manageWorkFolders) && <Menu.Label>{t('create.accounting')}</Menu.Label>}
        {can.writeDocuments && (
          <Menu.Item component={Link} to="/accounting/entries/new" leftSection={<IconBook2 size={16} />}>
            {t('create.journalEntry')}
          </Menu.Item>
        )}
        {can.manageWorkFolders && (
          <Menu.Item component={Link} to="/apps/workfolder/list" leftSection={<IconFolderPlus size={16} />}>
            {t('create.workFolder')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
