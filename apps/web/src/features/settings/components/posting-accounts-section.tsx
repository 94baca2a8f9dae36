import { Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountPicker } from '../../../components/ui/account-picker.tsx';
import type { PickableAccount } from '../../../lib/account-search.ts';
import { OperatorBadge } from '../../parties/public.ts';
import { POSTING_ACCOUNT_KEYS, type SettingsControl, type SettingsFormValues } from '../settings-form.ts';
import { SettingsSection } from './settings-section.tsx';

/**
 * The settings name accounts by number, which is unique in a chart: the picker's id is the number.
 * A saved number missing from the chart stays visible, marked, so the user sees what to fix.
 */
function withSavedNumber(accounts: readonly PickableAccount[], number: string, missingLabel: string) {
  if (number === '' || accounts.some((account) => account.number === number)) return accounts;
  return [{ id: number, number, label: missingLabel }, ...accounts];
}

export function PostingAccountsSection({
  control,
  accounts,
  operators,
  vatPrefixes,
  errorText,
  readOnly,
}: {
  control: SettingsControl;
  /** The account prefixes that have their own deductible-VAT account, in the order of the form's rows. */
  vatPrefixes: readonly string[];
  /** The chart's postable accounts, each with its number as id. */
  accounts: readonly PickableAccount[];
  operators: readonly string[];
  errorText: (code: string | undefined) => string | undefined;
  readOnly: boolean;
}) {
  const { t } = useTranslation('settings');
  const picker = (
    name: FieldPath<SettingsFormValues>,
    label: ReactNode,
    extra: { 'aria-label'?: string; placeholder?: string } = {},
  ) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const number = typeof field.value === 'string' ? field.value : '';
        return (
          <AccountPicker
            {...extra}
            label={label}
            accounts={withSavedNumber(accounts, number, t('accounts.notInChart'))}
            value={number === '' ? null : number}
            onChange={(accountNumber) => field.onChange(accountNumber ?? '')}
            nothingFound={t('accounts.nothingFound')}
            readOnly={readOnly}
            error={errorText(fieldState.error?.message)}
          />
        );
      }}
    />
  );
  return (
    <SettingsSection
      id="accounts"
      title={t('accounts.title')}
      hint={t('accounts.hint')}
      icon={<IconBuildingBank size={20} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {POSTING_ACCOUNT_KEYS.map((key) => picker(`postingAccounts.${key}`, t(`accounts.${key}`)))}
      </SimpleGrid>
      {vatPrefixes.length > 0 && (
        <Stack gap="sm">
          <Divider />
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {t('accounts.vatByPrefix')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('accounts.vatByPrefixHint')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {vatPrefixes.map((prefix, index) =>
              picker(`vatDeductibleRules.${index}.account`, t('accounts.vatForPrefix', { prefix }), {
                placeholder: t('accounts.vatPrefixDefault'),
              }),
            )}
          </SimpleGrid>
        </Stack>
      )}
      {operators.length > 0 && (
        <Stack gap="sm">
          <Divider />
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {t('accounts.byOperator')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('accounts.byOperatorHint')} {t('accounts.mobileMoneyHint')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {operators.map((operator) =>
              picker(
                `postingAccounts.mobileMoneyByOperator.${operator}`,
                <Group gap={6} component="span">
                  {t('accounts.mobileMoney')}
                  <OperatorBadge operator={operator} />
                </Group>,
                {
                  'aria-label': t('accounts.operatorAccount', { operator }),
                  placeholder: t('accounts.operatorDefault'),
                },
              ),
            )}
          </SimpleGrid>
        </Stack>
      )}
    </SettingsSection>
  );
}
