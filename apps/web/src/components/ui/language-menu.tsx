import { Button, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language.ts';
import { LazyMenu } from './lazy-menu.tsx';

const LanguageMenuDropdown = lazy(() =>
  import('./language-menu-dropdown.tsx').then((module) => ({ default: module.LanguageMenuDropdown })),
);

/** The language dropdown (English / Français): switching re-renders the whole UI at once. */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const active = useLanguage();
  return (
    <LazyMenu
      target={
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
      }
    >
      {(menu) => <LanguageMenuDropdown {...menu} />}
    </LazyMenu>
  );
}
