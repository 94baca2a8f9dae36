import { Alert, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SettingsControl } from '../settings-form.ts';

/**
 * What e-invoices need of the settings: the seller's name, address and city, its SIREN (France) and
 * VAT number, which validation refuses an invoice without once e-invoicing is on
 * (apps/api/src/modules/documents/factur-x-xml.ts), and the IBAN its payment means carries.
 */
const NEEDED = ['legalName', 'address', 'city', 'siren', 'vatNumber', 'iban'] as const;

/** Says which fields are still missing for e-invoicing, or that nothing is, as the user types. */
export function EInvoicingReadiness({ control, french }: { control: SettingsControl; french: boolean }) {
  const { t } = useTranslation('settings');
  const values = useWatch({ control, name: [...NEEDED] });
  const missing = NEEDED.filter((name, index) => (french || name !== 'siren') && !values[index]?.trim());
  const label = (name: (typeof NEEDED)[number]) => (name === 'iban' ? t('preferences.iban') : t(`identity.${name}`));
  if (missing.length === 0) {
    return (
      <Text size="sm" mt="xs" c="teal.9" role="status">
        <IconCircleCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
        {t('preferences.eInvoicingReady')}
      </Text>
    );
  }
  return (
    <Alert mt="xs" color="blue" variant="light" icon={<IconInfoCircle size={18} />} role="status">
      {t('preferences.eInvoicingMissing', { fields: missing.map(label).join(', ') })}
    </Alert>
  );
}
