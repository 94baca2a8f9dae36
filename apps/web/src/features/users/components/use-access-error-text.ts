import { useTranslation } from 'react-i18next';
import { validationMessage } from '../../../lib/validation-message.ts';
import usersEn from '../users.en.json';

type UsersErrorCode = keyof typeof usersEn.errors;

const isUsersErrorCode = (code: string): code is UsersErrorCode => Object.hasOwn(usersEn.errors, code);

/** A rule code of the member forms in the user's language: this feature's own, else the common ones. */
export function useAccessErrorText(): (code: string | undefined) => string | undefined {
  const { t } = useTranslation('users');
  const { t: tCommon } = useTranslation();
  return (code) => {
    if (code === undefined) return undefined;
    return isUsersErrorCode(code) ? t(`errors.${code}`) : validationMessage(tCommon, code);
  };
}
