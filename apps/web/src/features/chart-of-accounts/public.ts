// What the chart-of-accounts feature offers to other features: the dialog that creates an account from an
// editor's account cell. Other features import only this file and its api/ folder (.dependency-cruiser.cjs).
export { QuickAccountModal } from './components/quick-account-modal.tsx';
