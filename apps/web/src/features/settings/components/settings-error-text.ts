import type { TFunction } from 'i18next';
import { validationMessage } from '../../../lib/validation-message.ts';
import settingsEn from '../settings.en.json';

type SettingsErrorCode = keyof typeof settingsEn.errors;

function isSettingsErrorCode(code: string): code is SettingsErrorCode {
  return Object.hasOwn(settingsEn.errors, code);
}

/** A rule code of the contract or the API (NUMBER_PREFIX_ALREADY_USED…) in the user's language. */
export function settingsErrorText(
  t: TFunction<'settings'>,
  tCommon: TFunction<'common'>,
  code: string | undefined,
): string | undefined {
  if (code === undefined) return undefined;
  return isSettingsErrorCode(code) ? t(`errors.${code}`) : validationMessage(tCommon, code);
}
