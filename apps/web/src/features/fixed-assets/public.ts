// What the fixed-assets feature offers to other features: the panel of a validated bill's class-2 lines,
// and the categories' panel of the settings.
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
export { BillAssetLinesPanel } from './components/bill-asset-lines.tsx';
export { FixedAssetCategoriesPanel } from './components/fixed-asset-categories-panel.tsx';
