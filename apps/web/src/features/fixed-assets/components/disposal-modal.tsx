import type { FixedAsset, WorkFolder } from '@bilan/contract';
import { Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field.tsx';
import { normalizeDecimalInput } from '../../../lib/decimal-input.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useMoney } from '../../invoices/public.ts';
import { useCompany } from '../../shell/api/get-company.ts';
import { useDisposeFixedAsset } from '../api/dispose-fixed-asset.ts';

/** The dialog's fields, cleared when it opens, and what submitting them does. */
function useDisposalForm(opened: boolean, folder: WorkFolder, asset: FixedAsset, onClose: () => void) {
  const money = useMoney();
  const dispose = useDisposeFixedAsset(folder.id, asset.id);
  const [date, setDate] = useState('');
  const [kind, setKind] = useState<'SALE' | 'SCRAPPING'>('SALE');
  const [proceeds, setProceeds] = useState('');
  const [hao, setHao] = useState(false);
  useEffect(() => {
    if (opened) {
      setDate('');
      setProceeds('');
    }
  }, [opened]);
  const submit = async () => {
    const done = await dispose
      .mutateAsync({
        date,
        kind,
        proceeds: kind === 'SALE' ? normalizeDecimalInput(proceeds, money.language) || '0' : '0',
        outsideOrdinaryActivity: hao,
      })
      .catch(() => null);
    if (done) onClose();
  };
  return { date, setDate, kind, setKind, proceeds, setProceeds, hao, setHao, submit, pending: dispose.isPending };
}

/** Sells or scraps an asset on a day of the folder. The HAO choice is SYSCOHADA's only. */
export function DisposalModal({
  opened,
  onClose,
  folder,
  asset,
}: {
  opened: boolean;
  onClose: () => void;
  folder: WorkFolder;
  asset: FixedAsset;
}) {
  const { t } = useTranslation('fixedAssets');
  const { t: tCommon } = useTranslation();
  const company = useCompany(useStoredValue('companyId'));
  const form = useDisposalForm(opened, folder, asset, onClose);
  const { date, setDate, kind, setKind, proceeds, setProceeds, hao, setHao, submit, pending } = form;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dispose.title', { label: asset.label })}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text size="sm">{t('dispose.text')}</Text>
        <SegmentedControl
          aria-label={t('dispose.kind')}
          value={kind}
          onChange={(value) => setKind(value === 'SCRAPPING' ? 'SCRAPPING' : 'SALE')}
          data={[
            { value: 'SALE', label: t('dispose.SALE') },
            { value: 'SCRAPPING', label: t('dispose.SCRAPPING') },
          ]}
        />
        <DateField
          label={t('dispose.date')}
          value={date}
          onChange={setDate}
          min={folder.startDate}
          max={folder.endDate}
          required
          data-autofocus
        />
        {kind === 'SALE' && (
          <TextInput
            label={t('dispose.proceeds')}
            value={proceeds}
            onChange={(event) => setProceeds(event.currentTarget.value)}
            inputMode="decimal"
          />
        )}
        {company.data?.accountingFramework === 'SYSCOHADA' && (
          <Checkbox label={t('dispose.hao')} checked={hao} onChange={(event) => setHao(event.currentTarget.checked)} />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {tCommon('actions.cancel')}
          </Button>
          <Button onClick={submit} loading={pending} disabled={!date}>
            {t('dispose.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
