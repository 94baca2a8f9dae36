import { Tabs } from '@mantine/core';
import { IconCash, IconFileInvoice, IconHourglass, IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

const AREA_TABS = {
  sale: [
    { path: '/sale/invoices', list: 'SALE_INVOICE', icon: <IconFileInvoice size={16} /> },
    { path: '/sale/credit-notes', list: 'SALE_CREDIT_NOTE', icon: <IconReceiptRefund size={16} /> },
    { path: '/sale/receipts', list: 'RECEIPT', icon: <IconCash size={16} /> },
    { path: '/sale/aged-receivables', list: 'agedReceivables', icon: <IconHourglass size={16} /> },
  ],
  purchase: [
    { path: '/purchase/bills', list: 'PURCHASE_INVOICE', icon: <IconFileInvoice size={16} /> },
    { path: '/purchase/credit-notes', list: 'PURCHASE_CREDIT_NOTE', icon: <IconReceiptRefund size={16} /> },
    { path: '/purchase/disbursements', list: 'DISBURSEMENT', icon: <IconCash size={16} /> },
    { path: '/purchase/aged-payables', list: 'agedPayables', icon: <IconHourglass size={16} /> },
  ],
} as const;

/** The screens of the sales (or purchases) area, side by side: invoices, credit notes, payments, aged balance. */
export function AreaTabs({ area }: { area: 'sale' | 'purchase' }) {
  const { t } = useTranslation('invoices');
  const { t: tPayments } = useTranslation('payments');
  const { t: tCommon } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = AREA_TABS[area].find((tab) => pathname.startsWith(tab.path))?.path ?? null;
  return (
    <Tabs value={current} onChange={(value) => value && navigate(value)} mb="lg" keepMounted={false}>
      <Tabs.List aria-label={t(`nav.${area}`)} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {AREA_TABS[area].map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path} leftSection={tab.icon} style={{ whiteSpace: 'nowrap' }}>
            {tab.list === 'agedReceivables' || tab.list === 'agedPayables'
              ? tCommon(`areas.${tab.list}`)
              : tab.list === 'RECEIPT' || tab.list === 'DISBURSEMENT'
                ? tPayments(`lists.${tab.list}`)
                : t(`lists.${tab.list}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
