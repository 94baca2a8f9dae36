import { Button, Text } from '@mantine/core';
import { IconCheck, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

/** The editor's buttons in its page header: delete the draft, save it, validate it (each as allowed). */
export function DocumentEditorActions({
  canDelete,
  canWrite,
  canValidate,
  disabled,
  savingDraft,
  validating,
  onDelete,
  onSaveDraft,
  onValidate,
}: {
  canDelete: boolean;
  canWrite: boolean;
  canValidate: boolean;
  disabled: boolean;
  savingDraft: boolean;
  validating: boolean;
  onDelete: () => void;
  onSaveDraft: () => void;
  onValidate: () => void;
}) {
  const { t } = useTranslation('invoices');
  return (
    <>
      {canDelete && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={onDelete}
          disabled={disabled}
        >
          {t('editor.deleteDraft')}
        </Button>
      )}
      {canWrite && (
        <Button
          variant="default"
          leftSection={<IconDeviceFloppy size={16} />}
          onClick={onSaveDraft}
          loading={savingDraft}
          disabled={disabled}
        >
          {t('editor.saveDraft')}
        </Button>
      )}
      {canWrite && canValidate && (
        <Button leftSection={<IconCheck size={16} />} onClick={onValidate} loading={validating} disabled={disabled}>
          {t('editor.validate')}
        </Button>
      )}
    </>
  );
}

/** Asks before a draft is deleted: a ConfirmDialog, whose Modal loads with its first opening. */
export function DeleteDraftDialog({
  opened,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoices');
  return (
    <ConfirmDialog
      opened={opened}
      title={t('editor.deleteTitle')}
      confirmLabel={t('editor.deleteDraft')}
      color="red"
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text size="sm">{t('editor.deleteText')}</Text>
    </ConfirmDialog>
  );
}
