import { isLanguage, SUPPORTED_LANGUAGES } from '@bilan/contract';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../../lib/i18n.ts';

/**
 * English / Français as two segments: the public pages' language switch. It needs no dropdown, which
 * keeps the floating-panel code out of the login page's JavaScript.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      aria-label={t('languages.label')}
      value={i18n.resolvedLanguage ?? currentLanguage()}
      onChange={(value) => {
        if (isLanguage(value)) switchLanguage(value).catch((error: unknown) => console.error(error));
      }}
      data={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
    />
  );
}
