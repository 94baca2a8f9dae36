// What the work-folders feature offers to other features: the year-end steps panel, shown on the year-end
// screen. Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
export { YearEndChecklistPanel } from './components/year-end-checklist.tsx';
