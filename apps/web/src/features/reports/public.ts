// What the reports feature offers to other features: the dashboard panel, shown on the work-folder page.
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
export { DashboardPanel } from './components/dashboard-panel.tsx';
