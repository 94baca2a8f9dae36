import { isLanguage, SUPPORTED_LANGUAGES } from '@bilan/contract';
import { SegmentedControl } from '@mantine/core';
import { useCommonWords } from '../../lib/common-words.ts';
import { switchLanguage, useLanguage } from '../../lib/language.ts';

/**
 * English / Français as two segments: the public pages' language switch. It needs no dropdown, which
 * keeps the floating-panel code out of the login page's JavaScript, nor i18next (drawn before it loads).
 */
export function LanguageToggle() {
  const { languages } = useCommonWords();
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      aria-label={languages.label}
      value={useLanguage()}
      onChange={(value) => {
        if (isLanguage(value)) switchLanguage(value).catch((error: unknown) => console.error(error));
      }}
      data={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: languages[language] }))}
    />
  );
}
