// What the search feature offers to other features: the search button of the shell.
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
export { SearchButton } from './components/search-button.tsx';
