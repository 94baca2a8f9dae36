import {
  type SaveTreasuryAccountBody,
  saveTreasuryAccountBodySchema,
  TREASURY_KINDS,
  type TreasuryAccount,
  type TreasuryKind,
} from '@bilan/contract';
import { Badge, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions.ts';
import { useSaveTreasuryAccount, useTreasuryAccounts } from '../api/treasury-accounts.ts';

/**
 * What a statement of the chosen treasury account must be: its kind and journal (a wallet has its
 * own), its currency and the IBAN its statements name; those who manage the settings change them.
 */
export function TreasuryAccountSummary({ companyId, accountId }: { companyId: string | null; accountId: string }) {
  const { t } = useTranslation('bankStatements');
  const canManage = useCan('settings.manage');
  const accounts = useTreasuryAccounts(companyId);
  const [editing, setEditing] = useState(false);
  const account = accounts.data?.items.find((item) => item.accountId === accountId);
  if (!account) return null;
  return (
    <Group gap="xs" data-testid="treasury-account">
      <Badge variant="light" color={account.kind === 'MOBILE_MONEY' ? 'orange' : 'blue'}>
        {t(`treasury.kinds.${account.kind}`)}
      </Badge>
      <Text size="sm">
        {t('treasury.summary', {
          journal: account.journalCode ?? t('treasury.journalAtFirstPosting'),
          currency: account.currency,
          identifier: account.accountIdentifier ?? t('treasury.noIdentifier'),
        })}
      </Text>
      {canManage && (
        <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>
          {t('treasury.edit')}
        </Button>
      )}
      {editing && <TreasuryAccountModal companyId={companyId} account={account} onClose={() => setEditing(false)} />}
    </Group>
  );
}

function TreasuryAccountModal({
  companyId,
  account,
  onClose,
}: {
  companyId: string | null;
  account: TreasuryAccount;
  onClose: () => void;
}) {
  const { t } = useTranslation('bankStatements');
  const { t: tCommon } = useTranslation();
  const save = useSaveTreasuryAccount(companyId);
  const [kind, setKind] = useState<TreasuryKind>(account.kind);
  const [currency, setCurrency] = useState(account.currency);
  const [identifier, setIdentifier] = useState(account.accountIdentifier ?? '');
  const parsed = saveTreasuryAccountBodySchema.safeParse({ kind, currency, accountIdentifier: identifier || null });
  const errorOf = (field: keyof SaveTreasuryAccountBody) =>
    parsed.success
      ? undefined
      : parsed.error.issues.find((issue) => issue.path[0] === field) && t(`treasury.invalid.${field}`);
  return (
    <Modal opened onClose={onClose} title={t('treasury.title', { number: account.accountNumber })} centered radius="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (parsed.success) save.mutate({ accountId: account.accountId, body: parsed.data }, { onSuccess: onClose });
        }}
      >
        <Stack gap="md">
          <Select
            label={t('treasury.kind')}
            data={TREASURY_KINDS.map((value) => ({ value, label: t(`treasury.kinds.${value}`) }))}
            value={kind}
            onChange={(value) => value && setKind(value as TreasuryKind)}
            description={t('treasury.kindHint')}
            allowDeselect={false}
          />
          <TextInput
            label={t('treasury.currency')}
            description={account.currencyLocked ? t('treasury.currencyLocked') : t('treasury.currencyHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={currency}
            onChange={(event) => setCurrency(event.currentTarget.value)}
            maxLength={3}
            maw={260}
            // Its lines' amounts are in this currency: changing it would misread them (TREASURY_CURRENCY_LOCKED).
            disabled={account.currencyLocked}
            error={errorOf('currency')}
          />
          <TextInput
            label={t('treasury.identifier')}
            description={t('treasury.identifierHint')}
            value={identifier}
            onChange={(event) => setIdentifier(event.currentTarget.value)}
            maxLength={60}
            error={errorOf('accountIdentifier')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {tCommon('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!parsed.success}>
              {t('treasury.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
