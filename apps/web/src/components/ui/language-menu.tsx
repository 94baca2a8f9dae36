import { type Language, SUPPORTED_LANGUAGES } from '@bilan/contract';
import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { switchLanguage, useLanguage } from '../../lib/language.ts';

/** The language dropdown (English / Français): switching re-renders the whole UI at once. */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const active = useLanguage();
  const choose = (language: Language) => {
    switchLanguage(language).catch((error: unknown) => console.error(error));
  };
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px={compact ? 6 : 10}
          leftSection={<IconLanguage size={18} />}
          rightSection={compact ? null : <IconChevronDown size={14} />}
        >
          {/* The name is "Language EN": the visible code stays part of it (WCAG 2.5.3, label in name). */}
          <VisuallyHidden>{t('languages.label')} </VisuallyHidden>
          {active.toUpperCase()}
        </Button>
      </Menu.Target>
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
