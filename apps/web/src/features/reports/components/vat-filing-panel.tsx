import type { VatPeriod } from '@bilan/contract';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useDownloadFiledVatReturn } from '../api/download-filed-vat-return.ts';
import { useFileVatReturn } from '../api/file-vat-return.ts';
import { isMoreThan } from '../vat-amounts.ts';
import type { useReportAmounts } from './report-frame.tsx';
import { VatActionDialog, type VatActionKind } from './vat-action-dialog.tsx';

type Amounts = ReturnType<typeof useReportAmounts>;

const exceeds = (left: string | null, right: string) => left !== null && isMoreThan(left, right);

/**
 * The state of the chosen VAT period above its form: open with its deadline and a button that files
 * it (after a confirmation saying it locks the period), or filed and locked, with its PDF, its
 * payment and its refund claim.
 */
export function VatFilingPanel({
  workFolderId,
  period,
  periodLabel,
  amount,
}: {
  workFolderId: string;
  period: VatPeriod;
  periodLabel: string;
  amount: Amounts;
}) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.resolvedLanguage ?? 'en';
  const day = (date: string) => formatCalendarDate(date, language);
  const canFile = useCan('work-folders.manage');
  const [confirming, setConfirming] = useState(false);
  const filing = useFileVatReturn(workFolderId);
  if (period.state === 'OPEN') {
    return (
      <Alert color="blue" icon={<IconLockOpen size={20} />} title={t('vat.openTitle')} mb="md" data-vat-state="OPEN">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('vat.openText', { deadline: day(period.deadline) })}</Text>
          {canFile && <Button onClick={() => setConfirming(true)}>{t('vat.file')}</Button>}
        </Stack>
        <Modal
          opened={confirming}
          onClose={() => setConfirming(false)}
          title={t('vat.confirmTitle', { period: periodLabel })}
        >
          <Text size="sm" mb="md">
            {t('vat.confirmText')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('vat.cancel')}
            </Button>
            <Button
              color="red"
              loading={filing.isPending}
              onClick={() => filing.mutate(period.period, { onSettled: () => setConfirming(false) })}
            >
              {t('vat.confirm')}
            </Button>
          </Group>
        </Modal>
      </Alert>
    );
  }
  return <FiledPanel workFolderId={workFolderId} period={period} periodLabel={periodLabel} amount={amount} />;
}

function FiledPanel({
  workFolderId,
  period,
  periodLabel,
  amount,
}: {
  workFolderId: string;
  period: VatPeriod;
  periodLabel: string;
  amount: Amounts;
}) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.resolvedLanguage ?? 'en';
  const canPay = useCan('payments.write');
  const canFile = useCan('work-folders.manage');
  const download = useDownloadFiledVatReturn(workFolderId);
  const [action, setAction] = useState<VatActionKind | null>(null);
  const returnId = period.returnId ?? '';
  const money = (value: string | null) => amount(value ?? '0', { blankZero: false });
  return (
    <Alert color="gray" icon={<IconLock size={20} />} title={t('vat.filedTitle')} mb="md" data-vat-state="FILED">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t('vat.filedText', {
            reference: `TVA-${period.period}`,
            deadline: formatCalendarDate(period.deadline, language),
            netDue: money(period.netDue),
            amountPaid: money(period.amountPaid),
            credit: money(period.credit),
            refundClaimed: money(period.refundClaimed),
          })}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            loading={download.isPending}
            onClick={() => download.mutate({ vatReturnId: returnId, period: period.period })}
          >
            {t('vat.downloadPdf')}
          </Button>
          {canPay && exceeds(period.netDue, period.amountPaid) && (
            <Button onClick={() => setAction('PAYMENT')}>{t('vat.pay')}</Button>
          )}
          {canFile && exceeds(period.credit, period.refundClaimed) && (
            <Button variant="light" onClick={() => setAction('REFUND_CLAIM')}>
              {t('vat.claimRefund')}
            </Button>
          )}
        </Group>
      </Stack>
      {action && (
        <VatActionDialog
          kind={action}
          workFolderId={workFolderId}
          period={period}
          periodLabel={periodLabel}
          onClose={() => setAction(null)}
        />
      )}
    </Alert>
  );
}
