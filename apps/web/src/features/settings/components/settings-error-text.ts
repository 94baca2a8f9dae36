import type { TFunction } from 'i18next';
import { validationMessage } from '../../../lib/validation-message.ts';
import type settingsEn from '../settings.en.json';

type SettingsErrorCode = keyof (typeof settingsEn)['errors'];

/** A rule code of the contract or the API (NUMBER_PREFIX_ALREADY_USED…) in the user's language. */
export function settingsErrorText(
  t: TFunction<'settings'>,
  tCommon: TFunction<'common'>,
  code: string | undefined,
): string | undefined {
  if (code === undefined) return undefined;
  // The area's own words for the code when it has some (in English at least), else the common ones.
  return t(`errors.${code as SettingsErrorCode}`, { defaultValue: validationMessage(tCommon, code) });
}
