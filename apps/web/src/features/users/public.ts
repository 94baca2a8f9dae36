// What the users feature offers to other features: the panel of the invitations waiting for the user's answer, for the shell.
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
export { PendingInvitations } from './components/pending-invitations.tsx';
