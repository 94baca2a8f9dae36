import type { AppropriationOutcome, WorkFolder } from '@bilan/contract';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmountText, formatCalendarDate } from '../../../lib/format.ts';
import { useLastShown } from '../../../lib/use-last-shown.ts';
import { useCompanyMoney } from '../../shell/api/get-company.ts';
import { useAppropriation } from '../api/get-appropriation.ts';
import { AppropriationFacts } from './appropriation-facts.tsx';
import { AppropriationForm } from './appropriation-form.tsx';

function BookedView({ entryNumber, meetingDate }: { entryNumber: string; meetingDate: string }) {
  const { t, i18n } = useTranslation('workFolders');
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} data-testid="appropriation-booked">
      {t('appropriation.booked', {
        number: entryNumber,
        date: formatCalendarDate(meetingDate, i18n.resolvedLanguage ?? 'en'),
      })}
    </Alert>
  );
}

function OutcomeView({ outcome }: { outcome: AppropriationOutcome }) {
  const { t, i18n } = useTranslation('workFolders');
  const money = useCompanyMoney();
  const language = i18n.resolvedLanguage ?? 'en';
  const amount = (text: string) =>
    formatAmountText(text, language, money.scale ?? 0, { currency: money.currency ?? undefined });
  return (
    <Stack gap="sm">
      <BookedView entryNumber={outcome.entryNumber ?? ''} meetingDate={outcome.meetingDate ?? ''} />
      {outcome.withholdingTax !== '0' && !/^0\.0+$/.test(outcome.withholdingTax) && (
        <Text size="sm">{t('appropriation.withholding', { amount: amount(outcome.withholdingTax) })}</Text>
      )}
      {outcome.meetingLate && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('appropriation.late')}
        </Alert>
      )}
      {outcome.equityBelowHalfOfCapital && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="equity-below-half">
          {t('appropriation.equityBelowHalf')} ({outcome.legalBasis.equity})
        </Alert>
      )}
    </Stack>
  );
}

/**
 * "Appropriate the result" of a closed folder: the figures the law sets, then the meeting's form; once
 * booked, the entry it made. The entry is booked in the next folder, at the meeting's date.
 */
export function AppropriationModal({ folder, onClose }: { folder: WorkFolder | null; onClose: () => void }) {
  const { t } = useTranslation('workFolders');
  const { t: tCommon } = useTranslation();
  const view = useAppropriation(folder?.id ?? null);
  const [outcome, setOutcome] = useState<AppropriationOutcome | null>(null);
  const folderId = folder?.id;
  useEffect(() => {
    if (folderId) setOutcome(null);
  }, [folderId]);
  const data = view.data;
  const titled = useLastShown(folder);

  return (
    <Modal
      opened={folder !== null}
      onClose={onClose}
      title={titled ? t('appropriation.title', { name: titled.name }) : ''}
      centered
      size="lg"
      radius="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {view.isLoading && <Loader size="sm" aria-label={t('appropriation.loading')} />}
      {view.isError && <Alert color="red">{tCommon('errors.loadFailed')}</Alert>}
      {data && (
        <Stack gap="md">
          <AppropriationFacts view={data} />
          {data.legalBasis.legalReserve && (
            <Text size="xs" c="dimmed">
              {t('appropriation.legalBasis', { source: data.legalBasis.legalReserve })}
            </Text>
          )}
          {outcome ? (
            <OutcomeView outcome={outcome} />
          ) : data.state === 'BOOKED' ? (
            <BookedView entryNumber={data.entryNumber ?? ''} meetingDate={data.meetingDate ?? ''} />
          ) : data.state === 'NOTHING_TO_APPROPRIATE' ? (
            <Alert color="gray" variant="light">
              {t('appropriation.nothing')}
            </Alert>
          ) : (
            <AppropriationForm view={data} onBooked={setOutcome} onCancel={onClose} />
          )}
          {(outcome || data.state !== 'PENDING') && (
            <Group justify="flex-end">
              <Button onClick={onClose} data-autofocus>
                {t('close.done')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
