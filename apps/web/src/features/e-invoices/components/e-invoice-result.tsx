import type { EInvoiceImport } from '@bilan/contract';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DOCUMENT_KINDS } from '../../../lib/document-kinds.ts';
import { useMoney } from '../../invoices/public.ts';

const isZero = (amount: string | null) => amount === null || /^-?0+(\.0+)?$/.test(amount);

/** The supplier to create before the draft can be made (nothing was written yet). */
export function SupplierProposal({
  answer,
  onCreate,
  creating,
}: {
  answer: EInvoiceImport;
  onCreate: () => void;
  creating: boolean;
}) {
  const { t } = useTranslation('eInvoices');
  const proposal = answer.supplierProposal;
  if (!proposal) return null;
  const ids = [proposal.siren && `SIREN ${proposal.siren}`, proposal.vatNumber].filter(Boolean).join(' · ');
  return (
    <Alert color="blue" title={t('proposal.title', { number: answer.invoiceNumber })}>
      <Stack gap="xs">
        <Text size="sm">{t('proposal.text', { name: proposal.name, ids: ids || '—' })}</Text>
        <Group>
          <Button size="xs" onClick={onCreate} loading={creating}>
            {t('proposal.create')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The draft made from the file, its totals beside the file's: a difference is shown, never hidden. */
export function ImportedDraft({ answer }: { answer: EInvoiceImport }) {
  const { t } = useTranslation('eInvoices');
  const money = useMoney();
  const document = answer.document;
  if (!document) return null;
  const kind = DOCUMENT_KINDS[document.type === 'PURCHASE_CREDIT_NOTE' ? 'PURCHASE_CREDIT_NOTE' : 'PURCHASE_INVOICE'];
  const differs = !isZero(answer.difference);
  return (
    <Alert color="blue" title={t('imported.title', { number: answer.invoiceNumber })}>
      <Stack gap={4}>
        <Text size="sm">
          {t('imported.totals', {
            file: money.format(answer.fileTotals.includingTax),
            draft: money.format(answer.draftTotals?.includingTax ?? null),
          })}
        </Text>
        {differs && (
          <Text size="sm" fw={600}>
            {t('imported.difference', { amount: money.format(answer.difference) })}
          </Text>
        )}
        {answer.exchangeRate && (
          <Text size="sm">{t('imported.converted', { currency: answer.currency, rate: answer.exchangeRate })}</Text>
        )}
        <Group>
          <Button component={Link} to={`${kind.path}/${document.id}`} size="xs">
            {t('imported.open')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
