import { type Language, SUPPORTED_LANGUAGES } from '@bilan/contract';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { switchLanguage, useLanguage } from '../../lib/language.ts';
import type { LoadedMenuProps } from './lazy-menu.tsx';

/** The language menu once first opened: English / Français, the current one checked. */
export function LanguageMenuDropdown({ target, opened, onChange }: LoadedMenuProps) {
  const { t } = useTranslation();
  const active = useLanguage();
  const choose = (language: Language) => {
    switchLanguage(language).catch((error: unknown) => console.error(error));
  };
  return (
    <Menu position="bottom-end" shadow="md" width={180} opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('languages.label')}</Menu.Label>
        {SUPPORTED_LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => choose(language)}
            rightSection={language === active ? <IconCheck size={16} /> : null}
            fw={language === active ? 600 : 400}
          >
            {t(`languages.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
