// What the parties feature offers to other features: the party picker and the badge of a phone's mobile-money operator, for documents and payments.
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).

export { QuickPartyModal } from './components/lazy-quick-party-modal.tsx';
export { OperatorBadge } from './components/operator-badge.tsx';
export { PartyPicker } from './components/party-picker.tsx';
