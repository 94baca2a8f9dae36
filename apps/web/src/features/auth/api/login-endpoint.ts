// Loaded by login-with-email.ts when the user connects: importing the contract's endpoint table here,
// not there, keeps zod out of the login page's download (docs/decisions/0007-slow-networks.md).
import { endpoints } from '@bilan/contract';

export const loginEndpoint = endpoints.login;
