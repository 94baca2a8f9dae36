import { customerEndpoints, type PartyRole, supplierEndpoints } from '@bilan/contract';

/** What differs between customers and suppliers: the API's endpoints and the screens' base path. */
export const PARTY_ROLES_CONFIG: Record<
  PartyRole,
  { endpoints: typeof customerEndpoints | typeof supplierEndpoints; basePath: string }
> = {
  CUSTOMER: { endpoints: customerEndpoints, basePath: '/apps/company/customer' },
  SUPPLIER: { endpoints: supplierEndpoints, basePath: '/apps/company/supplier' },
};

/** The API's endpoints of the role's collection (`/v1/companies/:companyId/customers` or `…/suppliers`). */
export function partyEndpointsOf(role: PartyRole): typeof customerEndpoints | typeof supplierEndpoints {
  return PARTY_ROLES_CONFIG[role].endpoints;
}

export function partyPath(role: PartyRole, partyId: string): string {
  return `${PARTY_ROLES_CONFIG[role].basePath}/${encodeURIComponent(partyId)}`;
}
