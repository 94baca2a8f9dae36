import { PartyDetailScreen } from '../../../features/parties/components/party-detail.tsx';

export function CustomerPage() {
  return <PartyDetailScreen partyRole="CUSTOMER" />;
}

export function SupplierPage() {
  return <PartyDetailScreen partyRole="SUPPLIER" />;
}
