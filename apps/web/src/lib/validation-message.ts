import type { TFunction } from 'i18next';
import commonEn from './common.en.json';

export type ValidationCode = keyof typeof commonEn.validation;

export function isValidationCode(code: string): code is ValidationCode {
  return Object.hasOwn(commonEn.validation, code);
}

/** Turns a rule code of the contract (NAME_REQUIRED, OWNER_EMAIL_INVALID, …) into the user's language. */
export function validationMessage(t: TFunction<'common'>, code: string | undefined): string | undefined {
  if (code === undefined) return undefined;
  return isValidationCode(code) ? t(`validation.${code}`) : t('validation.INVALID');
}
