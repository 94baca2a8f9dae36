import { PartyList } from '../../../features/parties/components/party-list.tsx';

// A list's chunk holds no party page nor form (app/sales-routes.tsx): its first visit is lighter.

export function CustomersPage() {
  return <PartyList partyRole="CUSTOMER" />;
}

export function SuppliersPage() {
  return <PartyList partyRole="SUPPLIER" />;
}
