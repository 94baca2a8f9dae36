// What the signup feature offers to other features: the password checklist and the company profile options, shared with subsidiaries and the password change.
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
export { PasswordChecklist } from './components/password-checklist.tsx';
export { useCompanyProfileOptions } from './use-company-profile-options.ts';
