// What the matching feature offers to other features: a party's matching panel, shown on the party page.
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
export { PartyMatching } from './components/party-matching.tsx';
