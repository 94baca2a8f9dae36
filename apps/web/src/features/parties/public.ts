// What the parties feature offers to other features: the party picker and the mobile-money operator of a phone number, for documents, payments and settings.
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
export { OperatorBadge } from './components/operator-badge.tsx';
export { PartyPicker } from './components/party-picker.tsx';
export { normalizePhone, phoneOperatorOf } from './phone.ts';
