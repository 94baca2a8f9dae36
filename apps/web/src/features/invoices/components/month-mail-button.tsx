import type { WorkFolder } from '@bilan/contract';
import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.tsx';
import { useMailMonthInvoices, useMonthInvoiceMailsPreview } from '../api/document-mails.ts';

const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** This month, or the folder's last month when the folder ended before it. */
function defaultMonth(folder: WorkFolder, today = new Date()): string {
  const current = today.toISOString().slice(0, 7);
  const last = folder.endDate.slice(0, 7);
  return current.localeCompare(last) > 0 ? last : current;
}

function MonthConfirmation({ folder, month, onClose }: { folder: WorkFolder; month: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('invoices');
  const preview = useMonthInvoiceMailsPreview(folder.id, month);
  const send = useMailMonthInvoices(folder.id);
  const monthName = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'fr' ? 'fr-FR' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
  async function submit() {
    // No language: each invoice goes in its customer's own, else the company's.
    await send.mutateAsync({ month }).then(
      ({ queued, skipped }) => {
        const missing = skipped.filter((item) => item.reason === 'PARTY_EMAIL_MISSING').length;
        const message = t('mail.bulk.done', {
          queued: queued.length,
          skipped: skipped.length,
          missing,
          sent: skipped.length - missing,
        });
        showToast({ type: 'success', message });
        onClose();
      },
      () => undefined,
    );
  }
  if (!preview.data || preview.isPlaceholderData) return <Loader size="sm" />;
  const { toSend, missingAddress, alreadySent } = preview.data;
  const skipped = missingAddress + alreadySent;
  return (
    <>
      <Text size="sm">
        {toSend + skipped === 0
          ? t('mail.bulk.none', { month: monthName })
          : t('mail.bulk.confirm', {
              count: toSend,
              month: monthName,
              skipped,
              missing: missingAddress,
              sent: alreadySent,
            })}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('mail.bulk.cancel')}
        </Button>
        <Button onClick={submit} loading={send.isPending} disabled={toSend === 0}>
          {t('mail.bulk.submit')}
        </Button>
      </Group>
    </>
  );
}

/**
 * "Send the month's invoices": a month, then a confirmation of what will happen, counted by the API
 * as the send counts it (those that go; those left out, without an address or already sent).
 */
export function MonthMailButton({ folder }: { folder: WorkFolder }) {
  const { t } = useTranslation('invoices');
  const [opened, setOpened] = useState(false);
  const [month, setMonth] = useState(() => defaultMonth(folder));
  return (
    <>
      <Button variant="default" leftSection={<IconMailForward size={18} />} onClick={() => setOpened(true)}>
        {t('mail.bulk.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('mail.bulk.title')} centered>
        <Stack gap="sm">
          <TextInput
            type="month"
            label={t('mail.bulk.month')}
            value={month}
            onChange={(event) => setMonth(event.currentTarget.value)}
          />
          {isMonth(month) && <MonthConfirmation folder={folder} month={month} onClose={() => setOpened(false)} />}
        </Stack>
      </Modal>
    </>
  );
}
