// What the chart-of-accounts feature offers to other features: an editor's account field that creates the
// account it lacks. Other features import only this file and its api/ folder (.dependency-cruiser.cjs).
export { CreatableAccountPicker } from './components/creatable-account-picker.tsx';
