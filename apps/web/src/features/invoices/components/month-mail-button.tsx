import type { WorkFolder } from '@bilan/contract';
import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.tsx';
import { useMailMonthInvoices } from '../api/document-mails.ts';
import { NO_DOCUMENT_FILTER, useDocuments } from '../api/get-documents.ts';

const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The month's first and last days, as the API picks the invoices (document date). */
function monthBounds(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** This month, or the folder's last month when the folder ended before it. */
function defaultMonth(folder: WorkFolder, today = new Date()): string {
  const current = today.toISOString().slice(0, 7);
  const last = folder.endDate.slice(0, 7);
  return current.localeCompare(last) > 0 ? last : current;
}

function MonthConfirmation({ folder, month, onClose }: { folder: WorkFolder; month: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('invoices');
  const language = i18n.resolvedLanguage === 'fr' ? 'fr' : 'en';
  const invoices = useDocuments(
    folder.id,
    'SALE_INVOICE',
    { ...NO_DOCUMENT_FILTER, state: 'VALIDATED', ...monthBounds(month) },
    1,
  );
  const send = useMailMonthInvoices(folder.id);
  const count = invoices.data?.pages[0]?.total;
  const monthName = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
  async function submit() {
    await send.mutateAsync({ month, language }).then(
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
  if (count === undefined || invoices.isPlaceholderData) return <Loader size="sm" />;
  return (
    <>
      <Text size="sm">
        {count === 0 ? t('mail.bulk.none', { month: monthName }) : t('mail.bulk.confirm', { count, month: monthName })}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('mail.bulk.cancel')}
        </Button>
        <Button onClick={submit} loading={send.isPending} disabled={count === 0}>
          {t('mail.bulk.submit')}
        </Button>
      </Group>
    </>
  );
}

/**
 * "Send the month's invoices": a month, then a confirmation naming how many validated invoices it
 * holds; the API sends those not yet sent to customers with an address and says which it left out.
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
