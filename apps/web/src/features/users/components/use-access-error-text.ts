import { useTranslation } from 'react-i18next';
import { validationMessage } from '../../../lib/validation-message.ts';
import type usersEn from '../users.en.json';

type UsersErrorCode = keyof (typeof usersEn)['errors'];

/** A rule code of the member forms in the user's language: this feature's own, else the common ones. */
export function useAccessErrorText(): (code: string | undefined) => string | undefined {
  const { t } = useTranslation('users');
  const { t: tCommon } = useTranslation();
  return (code) => {
    if (code === undefined) return undefined;
    // The area's own words for the code when it has some (in English at least), else the common ones.
    return t(`errors.${code as UsersErrorCode}`, { defaultValue: validationMessage(tCommon, code) });
  };
}
