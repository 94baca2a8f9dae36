import { Button, Group, Text } from '@mantine/core';
import { IconCheck, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../../components/ui/lazy-tooltip.tsx';

/**
 * Below the entry: the keyboard hint, then delete (a draft only), save as a draft and validate, which
 * stays off, its tooltip saying why, while `violationText` names a broken rule.
 */
export function EntryEditorActions({
  canDelete,
  canValidate,
  busy,
  savingDraft,
  validating,
  violationText,
  onDelete,
  onSaveDraft,
  onValidate,
}: {
  canDelete: boolean;
  canValidate: boolean;
  busy: boolean;
  savingDraft: boolean;
  validating: boolean;
  violationText: string | null;
  onDelete: () => void;
  onSaveDraft: () => void;
  onValidate: () => void;
}) {
  const { t } = useTranslation('journalEntries');
  return (
    <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
      <Text size="xs" c="dimmed" visibleFrom="sm" maw={560}>
        {t('editor.keyboardHint')}
      </Text>
      <Group gap="xs" wrap="wrap" ml="auto">
        {canDelete && (
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete} disabled={busy}>
            {t('editor.delete')}
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconDeviceFloppy size={16} />}
          onClick={onSaveDraft}
          loading={savingDraft}
          disabled={busy}
        >
          {t('editor.saveDraft')}
        </Button>
        {canValidate && (
          <LazyTooltip label={violationText} disabled={violationText === null} withArrow>
            <Button
              leftSection={<IconCheck size={16} />}
              onClick={onValidate}
              loading={validating}
              disabled={violationText !== null || busy}
            >
              {t('editor.validate')}
            </Button>
          </LazyTooltip>
        )}
      </Group>
    </Group>
  );
}
