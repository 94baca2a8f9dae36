// The login form's rules without zod: the login page is the first thing a user on a slow network
// downloads, and zod would weigh more than the form (docs/decisions/0007-slow-networks.md).
import { isEmail } from './validators.ts';

export interface LoginForm {
  email: string;
  password: string;
}

export type LoginFormErrors = Partial<
  Record<
    keyof LoginForm,
    'EMAIL_REQUIRED' | 'EMAIL_INVALID' | 'EMAIL_TOO_LONG' | 'PASSWORD_REQUIRED' | 'PASSWORD_TOO_LONG'
  >
>;

/** docs/seed-spec.md §5: email required and valid (as the API's login body checks it), password required. */
export function loginFormErrors({ email, password }: LoginForm): LoginFormErrors {
  const errors: LoginFormErrors = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = 'EMAIL_REQUIRED';
  else if (trimmed.length > 254) errors.email = 'EMAIL_TOO_LONG';
  else if (!isEmail(trimmed.toLowerCase())) errors.email = 'EMAIL_INVALID';
  if (password === '') errors.password = 'PASSWORD_REQUIRED';
  else if (password.length > 256) errors.password = 'PASSWORD_TOO_LONG';
  return errors;
}
