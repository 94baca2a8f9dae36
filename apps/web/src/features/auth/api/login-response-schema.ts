// Loaded by login-with-email.ts when the user connects: importing the contract's package here, not
// there, keeps zod out of the login page's download (docs/decisions/0007-slow-networks.md).
export { loginResponseSchema } from '@bilan/contract';
