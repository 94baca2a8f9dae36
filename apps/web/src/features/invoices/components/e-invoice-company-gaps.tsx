import { Alert, Anchor, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The company's settings an e-invoice needs (the API's `settings.*` paths of E_INVOICE_FIELD_MISSING). */
export const COMPANY_E_INVOICE_FIELDS = ['legalName', 'address', 'city', 'siren', 'vatNumber'] as const;

/**
 * Said when validation is refused because the e-invoice lacks a detail of the company, not of the
 * invoice: the editor has no field for it, so the user is told which ones and where to fill them in.
 */
export function EInvoiceCompanyGaps({ fields }: { fields: readonly string[] }) {
  const { t } = useTranslation('invoices');
  if (fields.length === 0) return null;
  return (
    <Alert color="orange" title={t('eInvoiceGaps.title')} data-testid="e-invoice-company-gaps">
      <List size="sm">
        {fields.map((field) => (
          <List.Item key={field}>{t(`eInvoiceGaps.fields.${field}`, { defaultValue: field })}</List.Item>
        ))}
      </List>
      <Anchor component={Link} to="/apps/settings" size="sm" mt="xs" display="inline-block">
        {t('eInvoiceGaps.link')}
      </Anchor>
    </Alert>
  );
}

/** The company fields named by an API refusal, in the order the settings screen shows them. */
export function companyGapsOf(paths: readonly string[]): string[] {
  const named = new Set(
    paths.filter((path) => path.startsWith('settings.')).map((path) => path.slice('settings.'.length)),
  );
  return COMPANY_E_INVOICE_FIELDS.filter((field) => named.has(field));
}
