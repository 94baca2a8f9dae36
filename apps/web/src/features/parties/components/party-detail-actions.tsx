import type { Party, PartyRole } from '@bilan/contract';
import { Button } from '@mantine/core';
import { IconFileInvoice, IconMailExclamation, IconPencil, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DOCUMENT_KINDS, INVOICE_TYPE_OF_ROLE } from '../../../lib/document-kinds.ts';
import { todayIsoDate } from '../../../lib/format.ts';
import { PARTY_ROLES_CONFIG } from '../../../lib/party-role.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { reminderMailTarget } from '../../invoices/api/document-mails.ts';
import { SendByEmailDialog } from '../../invoices/public.ts';
import { useDownloadReminderLetter } from '../../reports/api/download-reminder-letter.ts';

/** The reminder letter of today by email, for who may send documents. */
function ReminderMailButton({ party }: { party: Party }) {
  const { t } = useTranslation('invoices');
  const workFolderId = useStoredValue('workFolderId');
  const [mailing, setMailing] = useState(false);
  if (!workFolderId) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconSend size={16} />} onClick={() => setMailing(true)}>
        {t('mail.sendReminder')}
      </Button>
      <SendByEmailDialog
        opened={mailing}
        onClose={() => setMailing(false)}
        target={reminderMailTarget(workFolderId, party.id, undefined)}
        title={t('mail.reminderTitle', { name: party.name })}
      />
    </>
  );
}

/** A party page's actions: edit, the reminder letter (downloaded or mailed), a new invoice or bill. */
export function PartyDetailActions({ role, party: data }: { role: PartyRole; party: Party }) {
  const { t } = useTranslation('parties');
  const workFolderId = useStoredValue('workFolderId');
  const invoiceKind = DOCUMENT_KINDS[INVOICE_TYPE_OF_ROLE[role]];
  const canEdit = useCan('parties.write');
  const canInvoice = useCan('documents.write');
  const canRemind = useCan('reports.read') && role === 'CUSTOMER';
  const reminder = useDownloadReminderLetter(workFolderId);
  return (
    <>
      {canEdit && (
        <Button
          variant="default"
          component={Link}
          to={`${PARTY_ROLES_CONFIG[role].basePath}/${data.id}/edit`}
          leftSection={<IconPencil size={16} />}
        >
          {t('detail.edit')}
        </Button>
      )}
      {canRemind && (
        <Button
          variant="default"
          leftSection={<IconMailExclamation size={16} />}
          loading={reminder.isPending}
          onClick={() =>
            reminder.mutate({
              customerId: data.id,
              fileName: `${t('CUSTOMER.reminderFile')}-${data.code}-${todayIsoDate()}.pdf`,
            })
          }
        >
          {t('CUSTOMER.reminderLetter')}
        </Button>
      )}
      {canRemind && canInvoice && <ReminderMailButton party={data} />}
      {canInvoice && (
        <Button
          component={Link}
          to={`${invoiceKind.path}/new?party=${encodeURIComponent(data.id)}`}
          leftSection={<IconFileInvoice size={16} />}
        >
          {t(`${role}.newDocument`)}
        </Button>
      )}
    </>
  );
}
