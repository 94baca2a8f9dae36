// What the reports feature offers to other features: the dashboard panel, shown on the work-folder page, and
// the frame, amount format and export buttons of a report screen, for reports kept by other features (bank
// reconciliation, the journal).
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
export { DashboardPanel } from './components/dashboard-panel.tsx';
export { ExportButtons } from './components/export-buttons.tsx';
export { ReportFrame, useReportAmounts } from './components/report-frame.tsx';
