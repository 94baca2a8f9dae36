// What needs libphonenumber-js's numbering plans (≈ 28 KB brotli): loaded by lib/phone.ts the first
// time a phone is typed or checked, not with every screen that merely lists numbers.
export { formatPhone, normalizePhone, phoneOperatorOf, readPhone } from '@bilan/contract';
