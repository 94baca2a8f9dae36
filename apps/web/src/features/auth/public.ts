// What the auth feature offers to other features: the password change form, reused on the user page.
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
export { ChangePasswordForm } from './components/change-password-form.tsx';
