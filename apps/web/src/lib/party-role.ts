import type { PartyRole } from '@bilan/contract';

/** What differs between customers and suppliers: the API collection and the screens' base path. */
export const PARTY_ROLES_CONFIG: Record<PartyRole, { collection: 'customers' | 'suppliers'; basePath: string }> = {
  CUSTOMER: { collection: 'customers', basePath: '/apps/company/customer' },
  SUPPLIER: { collection: 'suppliers', basePath: '/apps/company/supplier' },
};

export function partyCollectionPath(companyId: string, role: PartyRole): string {
  return `/v1/companies/${encodeURIComponent(companyId)}/${PARTY_ROLES_CONFIG[role].collection}`;
}

export function partyPath(role: PartyRole, partyId: string): string {
  return `${PARTY_ROLES_CONFIG[role].basePath}/${encodeURIComponent(partyId)}`;
}
