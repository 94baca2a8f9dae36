import { PartyDetailScreen } from '../../../features/parties/components/party-detail.tsx';
import { PartyFormScreen } from '../../../features/parties/components/party-form-screen.tsx';
import { PartyList } from '../../../features/parties/components/party-list.tsx';

export function SuppliersPage() {
  return <PartyList partyRole="SUPPLIER" />;
}

export function SupplierPage() {
  return <PartyDetailScreen partyRole="SUPPLIER" />;
}

export function SupplierFormPage() {
  return <PartyFormScreen partyRole="SUPPLIER" />;
}
