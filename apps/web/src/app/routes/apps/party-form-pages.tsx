import { PartyFormScreen } from '../../../features/parties/components/party-form-screen.tsx';

export function CustomerFormPage() {
  return <PartyFormScreen partyRole="CUSTOMER" />;
}

export function SupplierFormPage() {
  return <PartyFormScreen partyRole="SUPPLIER" />;
}
