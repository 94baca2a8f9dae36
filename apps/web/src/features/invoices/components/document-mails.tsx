import type { MailSummary } from '@bilan/contract';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentMails, usePartyMails } from '../api/document-mails.ts';

const STATE_COLOR: Record<MailSummary['state'], string> = { QUEUED: 'yellow', SENT: 'teal', FAILED: 'red' };

/** The document's mail history. */
export function DocumentMails({ workFolderId, documentId }: { workFolderId: string; documentId: string }) {
  return <MailHistory mails={useDocumentMails(workFolderId, documentId).data} />;
}

/** The statements and reminder letters mailed to a customer or supplier. */
export function PartyMails({ partyId }: { partyId: string }) {
  const { t } = useTranslation('invoices');
  return <MailHistory mails={usePartyMails(partyId).data} title={t('mail.partyHistory')} />;
}

/**
 * A mail history: to whom, when, what (when the title does not say it), the files it carried (their
 * bytes purged after the retention, their names kept) and whether each went.
 */
function MailHistory({ mails, title }: { mails: MailSummary[] | undefined; title?: string }) {
  const { t, i18n } = useTranslation('invoices');
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="md" mb="sm">
        {title ?? t('mail.history')}
      </Title>
      {(mails ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mail.noMails')}
        </Text>
      ) : (
        <Stack gap="xs">
          {(mails ?? []).map((mail) => (
            <Group key={mail.id} justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text size="sm">
                  {title ? `${mail.subject} · ` : ''}
                  {t('mail.sentTo', { to: [...mail.to, ...mail.cc].join(', ') })}
                </Text>
                <Text size="xs" c="dimmed">
                  {when.format(new Date(mail.sentAt ?? mail.createdAt))}
                  {mail.attachments.map(
                    (file) => ` · ${file.kept ? file.fileName : t('mail.filePurged', { name: file.fileName })}`,
                  )}
                  {mail.state === 'FAILED' && mail.lastError ? ` · ${mail.lastError}` : ''}
                </Text>
              </Stack>
              <Badge color={STATE_COLOR[mail.state]} variant="light">
                {t(`mail.states.${mail.state}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
