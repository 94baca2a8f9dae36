import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateText } from '../../lib/date-text.ts';

/** Offers back what was typed on this screen and not saved (lib/local-draft.ts): restore it, or discard it. */
export function LocalDraftBanner({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const when = new Date(savedAt);
  // The day as the clock of this computer reads it, as the time beside it.
  const localDay = new Date(when.getTime() - when.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  const date = formatDateText(localDay, language);
  const time = when.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });
  return (
    <Alert color="yellow" icon={<IconHistory size={18} />} mb="md" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('localDraft.found', { date, time })}</Text>
        <Group gap="xs">
          <Button size="xs" onClick={onRestore}>
            {t('localDraft.restore')}
          </Button>
          <Button size="xs" variant="default" onClick={onDiscard}>
            {t('localDraft.discard')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
