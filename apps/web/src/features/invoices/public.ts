// What the invoices feature offers to other features: the sales area tabs, the work-folder gate, the document state badge and the money formatter.
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
export { AreaTabs } from './components/area-tabs.tsx';
export { DocumentStateBadge } from './components/status-badges.tsx';
export { WorkFolderGate } from './components/work-folder-gate.tsx';
export { useMoney } from './use-money.ts';
