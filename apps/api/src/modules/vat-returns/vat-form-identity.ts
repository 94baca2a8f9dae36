import type { Transaction } from '../../db/client.ts';
import type { VatFormIdentity } from '../../lib/export/vat-form-pdf.ts';
import { findCompany } from '../companies/companies.queries.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { getSettings } from '../settings/settings.service.ts';

/** The taxpayer a return's PDF names: its legal name and address, and the identifiers its country's form asks. */
export async function vatFormIdentity(tx: Transaction, company: CompanyContext): Promise<VatFormIdentity> {
  const settings = await getSettings(tx, company);
  const found = await findCompany(tx, company.companyId);
  const identifiers =
    company.framework === 'PCG'
      ? [
          { label: 'SIREN', value: settings.siren ?? '' },
          { label: 'SIRET', value: settings.siret ?? '' },
          { label: 'N° TVA intracommunautaire', value: settings.vatNumber ?? '' },
        ]
      : [
          { label: 'NIU', value: settings.taxId ?? '' },
          { label: 'RCCM', value: settings.tradeRegister ?? '' },
        ];
  return {
    name: settings.legalName ?? found?.name ?? '',
    address: [settings.address, settings.city].filter(Boolean).join(', '),
    identifiers,
  };
}
