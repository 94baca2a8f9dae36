import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The confirmation's dialog, loaded with its first opening (confirm-dialog.tsx). */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  color = 'bilan',
  loading = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  /** The way back, when "Cancel" would not say it ("Stay" on the page). */
  cancelLabel?: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        {children}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
