import { PartyDetailScreen } from '../../../features/parties/components/party-detail.tsx';
import { PartyFormScreen } from '../../../features/parties/components/party-form-screen.tsx';
import { PartyList } from '../../../features/parties/components/party-list.tsx';

export function CustomersPage() {
  return <PartyList partyRole="CUSTOMER" />;
}

export function CustomerPage() {
  return <PartyDetailScreen partyRole="CUSTOMER" />;
}

export function CustomerFormPage() {
  return <PartyFormScreen partyRole="CUSTOMER" />;
}
