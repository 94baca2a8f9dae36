import { Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountPicker } from '../../../components/ui/account-picker.tsx';
import { isPostableAccount, type PickableAccount } from '../../../lib/account-search.ts';
import { useSeenOnce } from '../../../lib/use-seen-once.ts';
import { useCompactChart } from '../../chart-of-accounts/api/get-chart-of-accounts.ts';
import { OperatorBadge } from '../../parties/public.ts';
import { POSTING_ACCOUNT_KEYS, type SettingsControl, type SettingsFormValues } from '../settings-form.ts';
import { SettingsSection } from './settings-section.tsx';

/**
 * The settings name accounts by number, which is unique in a chart: the picker's id is the number.
 * A saved number missing from the chart stays visible, marked, so the user sees what to fix; before the
 * chart has arrived (`accounts` undefined), the number shows alone.
 */
function withSavedNumber(accounts: readonly PickableAccount[] | undefined, number: string, missingLabel: string) {
  if (!accounts) return number === '' ? [] : [{ id: number, number, label: '' }];
  if (number === '' || accounts.some((account) => account.number === number)) return accounts;
  return [{ id: number, number, label: missingLabel }, ...accounts];
}

/**
 * The chart's postable accounts, each with its number as id, fetched once the section comes into view:
 * it sits below the fold, and the chart is the screen's largest download (docs/decisions/0007-slow-networks.md).
 */
function usePostingAccounts(companyId: string) {
  const { ref, seen } = useSeenOnce<HTMLElement>();
  const chart = useCompactChart(companyId, { enabled: seen });
  const accounts = useMemo<PickableAccount[] | undefined>(
    () =>
      chart.data
        ?.flatMap((group) => group.accounts)
        .filter(isPostableAccount)
        .map((account) => ({ id: account.number, number: account.number, label: account.label })),
    [chart.data],
  );
  return { ref, accounts };
}

/** One account picker of the form, by number. */
function PostingAccountField({
  name,
  label,
  extra,
  control,
  accounts,
  errorText,
  readOnly,
}: {
  name: FieldPath<SettingsFormValues>;
  label: ReactNode;
  extra: { 'aria-label'?: string; placeholder?: string };
  control: SettingsControl;
  accounts: readonly PickableAccount[] | undefined;
  errorText: (code: string | undefined) => string | undefined;
  readOnly: boolean;
}) {
  const { t } = useTranslation('settings');
  return (
    <Controller
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
            nothingFound={accounts ? t('accounts.nothingFound') : '…'}
            readOnly={readOnly}
            error={errorText(fieldState.error?.message)}
          />
        );
      }}
    />
  );
}

/** A titled group of pickers under the main ones: the VAT account by prefix, the mobile-money accounts. */
function AccountGroup({
  title,
  hint,
  wide,
  children,
}: {
  title: string;
  hint: string;
  /** Three columns on a large screen (else two at most). */
  wide: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Divider />
      <Stack gap={2}>
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Stack>
      <SimpleGrid cols={wide ? { base: 1, sm: 2, lg: 3 } : { base: 1, sm: 2 }} spacing="md">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

export function PostingAccountsSection({
  companyId,
  control,
  operators,
  vatPrefixes,
  errorText,
  readOnly,
}: {
  companyId: string;
  control: SettingsControl;
  /** The account prefixes that have their own deductible-VAT account, in the order of the form's rows. */
  vatPrefixes: readonly string[];
  operators: readonly string[];
  errorText: (code: string | undefined) => string | undefined;
  readOnly: boolean;
}) {
  const { t } = useTranslation('settings');
  const { ref, accounts } = usePostingAccounts(companyId);
  const picker = (
    name: FieldPath<SettingsFormValues>,
    label: ReactNode,
    extra: { 'aria-label'?: string; placeholder?: string } = {},
  ) => <PostingAccountField key={name} {...{ name, label, extra, control, accounts, errorText, readOnly }} />;
  return (
    <SettingsSection
      sectionRef={ref}
      id="accounts"
      title={t('accounts.title')}
      hint={t('accounts.hint')}
      icon={<IconBuildingBank size={20} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {POSTING_ACCOUNT_KEYS.map((key) => picker(`postingAccounts.${key}`, t(`accounts.${key}`)))}
      </SimpleGrid>
      {vatPrefixes.length > 0 && (
        <AccountGroup title={t('accounts.vatByPrefix')} hint={t('accounts.vatByPrefixHint')} wide>
          {vatPrefixes.map((prefix, index) =>
            picker(`vatDeductibleRules.${index}.account`, t('accounts.vatForPrefix', { prefix }), {
              placeholder: t('accounts.vatPrefixDefault'),
            }),
          )}
        </AccountGroup>
      )}
      {operators.length > 0 && (
        <AccountGroup
          title={t('accounts.byOperator')}
          hint={`${t('accounts.byOperatorHint')} ${t('accounts.mobileMoneyHint')}`}
          wide={false}
        >
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
        </AccountGroup>
      )}
    </SettingsSection>
  );
}
