import { type CompanyAccount, type SubAccount, saveSubAccountBodySchema } from '@bilan/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Divider, Drawer, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { HiddenHeader } from '../../../components/ui/hidden-header.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { serverErrorCode, serverFieldErrors } from '../../../lib/server-fields.ts';
import { useLastShown } from '../../../lib/use-last-shown.ts';
import { validationMessage } from '../../../lib/validation-message.ts';
import { useSaveSubAccount } from '../api/save-sub-account.ts';

const subAccountFormSchema = z.object({
  number: saveSubAccountBodySchema.shape.number,
  label: saveSubAccountBodySchema.shape.label,
});
type SubAccountFormInput = z.input<typeof subAccountFormSchema>;
type SubAccountFormValues = z.output<typeof subAccountFormSchema>;
type SubAccountFormState = ReturnType<typeof useForm<SubAccountFormInput, unknown, SubAccountFormValues>>;

/** The account's sub-accounts, each with its edit button when the user may write. */
function SubAccountsTable({
  account,
  editingId,
  onEdit,
}: {
  account: CompanyAccount;
  editingId: string | null;
  onEdit: ((subAccount: SubAccount) => void) | null;
}) {
  const { t } = useTranslation('chartOfAccounts');
  return account.subAccounts.length === 0 ? (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Text size="sm" c="dimmed" ta="center">
        {t('subAccounts.empty')}
      </Text>
    </Paper>
  ) : (
    <Table striped highlightOnHover verticalSpacing={6} aria-label={t('tree.subAccounts', { number: account.number })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={120}>{t('subAccounts.number')}</Table.Th>
          <Table.Th>{t('subAccounts.label')}</Table.Th>
          {onEdit && <HiddenHeader w={44} />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {account.subAccounts.map((subAccount) => (
          <Table.Tr key={subAccount.id} bg={editingId === subAccount.id ? 'bilan.0' : undefined}>
            <Table.Td ff="monospace" fw={600}>
              {subAccount.number}
            </Table.Td>
            <Table.Td>{subAccount.label}</Table.Td>
            {onEdit && (
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => onEdit(subAccount)}
                  aria-label={t('subAccounts.edit', { number: subAccount.number })}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A new sub-account, or the one being edited: number and label. */
function SubAccountForm({
  form,
  editing,
  onSubmit,
  onCancel,
}: {
  form: SubAccountFormState;
  editing: SubAccount | null;
  onSubmit: ReturnType<SubAccountFormState['handleSubmit']>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('chartOfAccounts');
  const { t: tCommon } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {editing ? t('subAccounts.editTitle', { number: editing.number }) : t('subAccounts.newTitle')}
        </Title>
        <Group grow align="flex-start" gap="sm">
          <Controller
            control={form.control}
            name="number"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label={t('subAccounts.number')}
                placeholder={t('subAccounts.numberPlaceholder')}
                autoComplete="off"
                withAsterisk
                error={validationMessage(tCommon, fieldState.error?.message)}
                style={{ flex: '0 0 34%' }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="label"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label={t('subAccounts.label')}
                placeholder={t('subAccounts.labelPlaceholder')}
                autoComplete="off"
                withAsterisk
                error={validationMessage(tCommon, fieldState.error?.message)}
              />
            )}
          />
        </Group>
        <Group justify="flex-end" gap="xs">
          {editing && (
            <Button variant="default" onClick={onCancel}>
              {t('subAccounts.cancelEdit')}
            </Button>
          )}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {editing ? t('subAccounts.update') : t('subAccounts.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The sub-accounts of one account: listed, added (POST) and edited (PUT with the id) in a side panel. */
export function SubAccountsDrawer({
  companyId,
  account,
  onClose,
}: {
  companyId: string;
  account: CompanyAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('chartOfAccounts');
  const { t: tCommon } = useTranslation();
  const saveSubAccount = useSaveSubAccount(companyId);
  const canWrite = useCan('accounts.write');
  const [editing, setEditing] = useState<SubAccount | null>(null);
  const form = useForm<SubAccountFormInput, unknown, SubAccountFormValues>({
    resolver: zodResolver(subAccountFormSchema),
    mode: 'onTouched',
    defaultValues: { number: '', label: '' },
  });
  const { reset } = form;
  const accountId = account?.id;
  useEffect(() => {
    // Another account's panel starts with an empty form.
    if (accountId === undefined) return;
    setEditing(null);
    reset({ number: '', label: '' });
  }, [accountId, reset]);

  const startEditing = (subAccount: SubAccount | null) => {
    setEditing(subAccount);
    reset({ number: subAccount?.number ?? '', label: subAccount?.label ?? '' });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!account) return;
    try {
      await saveSubAccount.mutateAsync({ id: editing?.id, accountId: account.id, ...values });
      startEditing(null);
    } catch (error) {
      for (const field of serverFieldErrors(error)) {
        const name = field.path.split('.').pop();
        if (name === 'number' || name === 'label') form.setError(name, { type: 'server', message: field.code });
      }
      if (serverErrorCode(error) === 'SUB_ACCOUNT_NUMBER_ALREADY_USED') {
        form.setError('number', { type: 'server', message: 'SUB_ACCOUNT_NUMBER_ALREADY_USED' }, { shouldFocus: true });
      }
    }
  });

  const titled = useLastShown(account);
  return (
    <Drawer
      opened={account !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={titled ? t('subAccounts.title', { number: titled.number, label: titled.label }) : ''}
      // An icon alone names no button (axe button-name, critical: issue #34).
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {account && (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t('subAccounts.intro')}
          </Text>
          <SubAccountsTable account={account} editingId={editing?.id ?? null} onEdit={canWrite ? startEditing : null} />
          {canWrite && <Divider />}
          {canWrite && (
            <SubAccountForm form={form} editing={editing} onSubmit={onSubmit} onCancel={() => startEditing(null)} />
          )}
        </Stack>
      )}
    </Drawer>
  );
}
