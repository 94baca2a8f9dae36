import { type AccountingFramework, type CompanyAccount, createAccountBodySchema } from '@bilan/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { serverErrorCode, serverFieldErrors } from '../../../lib/server-fields.ts';
import { validationMessage } from '../../../lib/validation-message.ts';
import { useCompany } from '../../shell/api/get-company.ts';
import { useCreateAccount } from '../api/create-account.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import { type ChartTree, parentAccountOf } from '../chart-tree.ts';
import { AccountCategory, RefAccountField } from './ref-account-field.tsx';

const accountFormSchema = createAccountBodySchema.extend({ active: z.boolean() });
type AccountFormInput = z.input<typeof accountFormSchema>;
type AccountFormValues = z.output<typeof accountFormSchema>;

/** Codes the API answers without a field: they belong to one field of this form all the same. */
const FIELD_OF_CODE: Record<string, 'number' | 'active'> = {
  ACCOUNT_NUMBER_ALREADY_USED: 'number',
  ACCOUNT_HAS_POSTINGS: 'number',
};

function ParentHint({ tree, number }: { tree: ChartTree; number: string }) {
  const { t } = useTranslation('chartOfAccounts');
  if (!/^\d{2,12}$/.test(number)) return null;
  const parent = parentAccountOf(tree, number);
  return (
    <Text span size="xs" c="dimmed" data-testid="account-parent">
      {parent
        ? t('form.parent', { number: parent.number, label: parent.label })
        : t('form.noParent', { number: number.slice(0, 1) })}
    </Text>
  );
}

type AccountForm = ReturnType<typeof useForm<AccountFormInput, unknown, AccountFormValues>>;

/** How the dialog was opened: to edit `account` or create one (starting at `number`), and what follows a save. */
interface AccountFormTarget {
  account: CompanyAccount | null;
  /** A new account's number as the field that asked for it typed it. */
  number?: string | undefined;
  opened: boolean;
  onClose: () => void;
  /** The account created, once saved (the dialog then closes). */
  onCreated?: ((account: CompanyAccount) => void) | undefined;
}

/** The form of one account, reset each time the dialog opens, and its submit: create or update, then close. */
function useAccountForm(companyId: string, { account, number, opened, onClose, onCreated }: AccountFormTarget) {
  const createAccount = useCreateAccount(companyId);
  const updateAccount = useUpdateAccount(companyId);
  const form = useForm<AccountFormInput, unknown, AccountFormValues>({
    resolver: zodResolver(accountFormSchema),
    mode: 'onTouched',
    defaultValues: { number: '', label: '', active: true },
  });
  const { reset } = form;
  useEffect(() => {
    if (opened)
      reset({ number: account?.number ?? number ?? '', label: account?.label ?? '', active: account?.active ?? true });
  }, [opened, account, number, reset]);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (account) await updateAccount.mutateAsync({ id: account.id, ...values });
      else {
        const created = await createAccount.mutateAsync({ number: values.number, label: values.label });
        onCreated?.(created);
      }
      onClose();
    } catch (error) {
      for (const field of serverFieldErrors(error)) {
        const name = field.path.split('.').pop();
        if (name === 'number' || name === 'label') form.setError(name, { type: 'server', message: field.code });
      }
      const code = serverErrorCode(error);
      const name = code ? FIELD_OF_CODE[code] : undefined;
      if (code && name) form.setError(name, { type: 'server', message: code }, { shouldFocus: true });
    }
  });
  return { form, onSubmit };
}

/** The number with where it goes in the chart and its class, the label, and for an existing account the switch. */
function AccountFields({
  form,
  tree,
  account,
  framework,
}: {
  form: AccountForm;
  tree: ChartTree;
  account: CompanyAccount | null;
  framework: AccountingFramework | undefined;
}) {
  const { t } = useTranslation('chartOfAccounts');
  const { t: tCommon } = useTranslation();
  const number = useWatch({ control: form.control, name: 'number' });
  const locked = account?.hasPostings ?? false;
  return (
    <>
      <Controller
        control={form.control}
        name="number"
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            label={t('form.number')}
            placeholder={t('form.numberPlaceholder')}
            inputMode="numeric"
            autoComplete="off"
            withAsterisk
            disabled={locked}
            data-autofocus={!account || undefined}
            error={validationMessage(tCommon, fieldState.error?.message)}
            description={
              <>
                <ParentHint tree={tree} number={number} />
                <AccountCategory framework={framework} number={number} />
              </>
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        )}
      />
      <Controller
        control={form.control}
        name="label"
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            label={t('form.label')}
            placeholder={t('form.labelPlaceholder')}
            autoComplete="off"
            withAsterisk
            data-autofocus={account ? true : undefined}
            error={validationMessage(tCommon, fieldState.error?.message)}
          />
        )}
      />
      {account && (
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              label={t('form.active')}
              disabled={locked && field.value}
            />
          )}
        />
      )}
    </>
  );
}

/**
 * Creates an account (number, label) or edits one; an account with postings keeps its number and stays active.
 * Also opened from an editor's account cell (./quick-account-modal.tsx), inside that editor's React tree.
 */
export function AccountFormModal({
  companyId,
  tree,
  ...target
}: AccountFormTarget & {
  companyId: string;
  tree: ChartTree;
}) {
  const { account, opened, onClose } = target;
  const { t } = useTranslation('chartOfAccounts');
  const { t: tCommon } = useTranslation();
  const { form, onSubmit } = useAccountForm(companyId, target);
  const framework = useCompany(companyId).data?.accountingFramework;
  const pickReference = (picked: { number: string; label: string }) => {
    form.setValue('number', picked.number, { shouldValidate: true });
    form.setValue('label', picked.label, { shouldValidate: true });
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={account ? t('form.editTitle', { number: account.number }) : t('form.createTitle')}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form
        onSubmit={(event) => {
          // Opened from an editor, the submit would also reach the editor's own form through React's tree.
          event.stopPropagation();
          void onSubmit(event);
        }}
        noValidate
      >
        <Stack gap="md">
          {account?.hasPostings && (
            <Alert variant="light" color="blue" icon={<IconLock size={18} />} p="sm">
              {t('form.lockedByPostings')}
            </Alert>
          )}
          {!account && <RefAccountField framework={framework} tree={tree} onPick={pickReference} />}
          <AccountFields form={form} tree={tree} account={account} framework={framework} />
          {!account && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconInfoCircle size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="xs" c="dimmed">
                {t('form.hint')}
              </Text>
            </Group>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {tCommon('actions.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {account ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
