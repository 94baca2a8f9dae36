// What the matching feature offers to other features: the open items and matching panel of a party's
// sub-account (the party page) or of an account (the general ledger).
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
export { OpenItemsMatching } from './components/lazy-open-items-matching.tsx';
