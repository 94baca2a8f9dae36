// What the invoices feature offers to other features: the sales area tabs, the work-folder gate, the document state badge, the money formatter and "Send by email" with its mail history.
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
export { AreaTabs } from './components/area-tabs.tsx';
export { PartyMails } from './components/document-mails.tsx';
export { SendByEmailDialog } from './components/send-by-email-dialog.tsx';
export { DocumentStateBadge } from './components/status-badges.tsx';
export { WorkFolderGate } from './components/work-folder-gate.tsx';
export { foreignCurrencyOf, useMoney } from './use-money.ts';
