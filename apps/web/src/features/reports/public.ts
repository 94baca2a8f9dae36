// What the reports feature offers to other features: the dashboard panel, shown on the work-folder page, and
// the frame and amount format of a report screen, for reports kept by other features (bank reconciliation).
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
export { DashboardPanel } from './components/dashboard-panel.tsx';
export { ReportFrame, useReportAmounts } from './components/report-frame.tsx';
