import type { Attachment, AttachmentOwner } from '@bilan/contract';
import {
  ActionIcon,
  Badge,
  Button,
  Code,
  FileButton,
  Group,
  Paper,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useAttachments, useDeleteAttachment, useDownloadAttachment, useUploadAttachment } from '../api/attachments.ts';

const ACCEPTED = 'application/pdf,image/png,image/jpeg,image/webp,image/gif';

function sizeText(bytes: number, language: string): string {
  const unit = bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte';
  const value = bytes / (unit === 'megabyte' ? 1024 * 1024 : 1024);
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

function AttachmentRow({ attachment, owner }: { attachment: Attachment; owner: AttachmentOwner }) {
  const { t, i18n } = useTranslation('attachments');
  const companyId = useStoredValue('companyId');
  const download = useDownloadAttachment(companyId);
  const remove = useDeleteAttachment(companyId, owner);
  const canWrite = useCan('documents.write');
  return (
    <Table.Tr data-testid="attachment-row">
      <Table.Td>
        <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
          {attachment.fileName}
        </Text>
        {attachment.eInvoice && (
          <Badge size="xs" variant="light" color="teal">
            {t('eInvoice')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">{sizeText(attachment.sizeBytes, i18n.resolvedLanguage ?? 'en')}</Text>
      </Table.Td>
      <Table.Td>
        <Tooltip label={attachment.sha256} openDelay={300}>
          <Code aria-label={t('sha256Of', { name: attachment.fileName })}>{attachment.sha256.slice(0, 16)}…</Code>
        </Tooltip>
      </Table.Td>
      <Table.Td w={88}>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('download', { name: attachment.fileName })}
            loading={download.isPending}
            onClick={() => download.mutate(attachment)}
          >
            <IconDownload size={16} />
          </ActionIcon>
          {canWrite && attachment.removable && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('remove', { name: attachment.fileName })}
              loading={remove.isPending}
              onClick={() => remove.mutate(attachment.id)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The files of a document, payment or journal entry: listed with their SHA-256, downloaded, added;
 * removed only while the owner is a draft (the API refuses otherwise).
 */
export function AttachmentsPanel({ owner }: { owner: AttachmentOwner }) {
  const { t } = useTranslation('attachments');
  const companyId = useStoredValue('companyId');
  const attachments = useAttachments(companyId, owner);
  const upload = useUploadAttachment(companyId, owner);
  const canWrite = useCan('documents.write');
  const rows = attachments.data ?? [];
  return (
    <Paper withBorder radius="lg" p={0} component="section" aria-label={t('title')}>
      <Group justify="space-between" p="md">
        <Title order={2} size="h5">
          {t('title')}
        </Title>
        {canWrite && (
          <FileButton onChange={(file) => file && upload.mutate(file)} accept={ACCEPTED}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                leftSection={<IconPaperclip size={14} />}
                loading={upload.isPending}
              >
                {t('add')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {attachments.data && rows.length === 0 ? (
        <Text c="dimmed" size="sm" px="md" pb="md">
          {t('none')}
        </Text>
      ) : (
        <ScrollTable minWidth={360} label={t('title')}>
          <Table verticalSpacing="xs" horizontalSpacing="md">
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>{t('file')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('size')}</Table.Th>
                <Table.Th>SHA-256</Table.Th>
                <Table.Th w={88}>
                  <VisuallyHidden>{t('actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((attachment) => (
                <AttachmentRow key={attachment.id} attachment={attachment} owner={owner} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Paper>
  );
}
