import type { TFunction } from 'i18next';
import commonEn from './common.en.json';

export type ValidationCode = keyof typeof commonEn.validation;

export function isValidationCode(code: string): code is ValidationCode {
  return Object.hasOwn(commonEn.validation, code);
}

/** The message key of a rule code of the contract: its own, or the generic INVALID for a code without words. */
export function validationKey(code: string): ValidationCode {
  return isValidationCode(code) ? code : 'INVALID';
}

/** Turns a rule code of the contract (NAME_REQUIRED, OWNER_EMAIL_INVALID, …) into the user's language. */
export function validationMessage(t: TFunction<'common'>, code: string | undefined): string | undefined {
  if (code === undefined) return undefined;
  return t(`validation.${validationKey(code)}`);
}
