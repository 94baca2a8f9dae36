import type { Party } from '@bilan/contract';
import { Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStoredValue } from '../../../lib/storage.ts';
import { useOnceTrue } from '../../../lib/use-once-true.ts';
import { useWordsWhen } from '../../../lib/use-words-when.ts';
import { chartOfAccountsQueryKey } from '../../chart-of-accounts/api/get-chart-of-accounts.ts';
import { QuickPartyModal } from '../../parties/public.ts';
import { type CellProps, cellId, type EditorAccount } from './entry-line-cells.tsx';

/** The option that creates a party from what was typed; never a sub-account's id (those are uuids). */
const CREATE_OPTION = 'create-party';

type Option = { value: string; label: string };

/**
 * The cell's options: the account's sub-accounts, the party just created under it (until the chart,
 * reloaded, lists it), and on a control account "Create supplier «typed»" (docs/decisions/0035-parties-on-every-control-account.md).
 * The parties' words, read by that option alone, are fetched with the first letter typed on such an account.
 */
function useSubAccountOptions(account: EditorAccount | undefined, made: Party | null, typed: string): Option[] {
  const t = useWordsWhen('parties', useOnceTrue(Boolean(account?.partyRole) && typed !== ''));
  return useMemo(() => {
    const options = (account?.subAccounts ?? []).map((sub) => ({ value: sub.id, label: `${sub.number} ${sub.label}` }));
    if (
      made &&
      made.controlAccountId === account?.id &&
      !options.some((option) => option.value === made.subAccountId)
    ) {
      options.push({ value: made.subAccountId, label: made.name });
    }
    if (t && account?.partyRole && typed !== '' && !options.some((option) => option.label === typed)) {
      options.push({ value: CREATE_OPTION, label: t(`picker.create_${account.partyRole}`, { name: typed }) });
    }
    return options;
  }, [account, made, typed, t]);
}

/**
 * The sub-account of the line's account: on a customers' or suppliers' account (PCG 4041 included) the
 * party, which can be created from here under that account; off on an account with no sub-account to take.
 */
export function SubAccountCell({
  index,
  control,
  accountsById,
  compact,
  onPicked,
}: CellProps & {
  accountsById: ReadonlyMap<string, EditorAccount>;
  compact: boolean;
  onPicked: (cell: string) => void;
}) {
  const { t } = useTranslation('journalEntries');
  const queryClient = useQueryClient();
  const companyId = useStoredValue('companyId') ?? '';
  const accountId = useWatch({ control, name: `lines.${index}.accountId` });
  const account = accountId ? accountsById.get(accountId) : undefined;
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState<string | null>(null);
  const [made, setMade] = useState<Party | null>(null);
  const options = useSubAccountOptions(account, made, search.trim());
  return (
    <Controller
      control={control}
      name={`lines.${index}.subAccountId`}
      render={({ field }) => (
        <>
          <Select
            ref={field.ref}
            value={field.value}
            onChange={(value) => (value === CREATE_OPTION ? setCreating(search.trim()) : field.onChange(value))}
            onOptionSubmit={(value) => value !== CREATE_OPTION && onPicked(cellId(index, 'subAccount'))}
            searchValue={search}
            onSearchChange={setSearch}
            data={options}
            // What is typed marks the first match, so Enter takes it (issue #34: a single match ignored Enter).
            selectFirstOptionOnChange
            disabled={options.length === 0 && !account?.partyRole}
            placeholder={compact ? t('editor.subAccount') : t('editor.noSubAccount')}
            searchable
            clearable
            size="sm"
            comboboxProps={{ withinPortal: true, width: 260, position: 'bottom-start' }}
            aria-label={t('editor.subAccountOfLine', { number: index + 1 })}
            data-nav
            data-cell={cellId(index, 'subAccount')}
          />
          {account?.partyRole && (
            <QuickPartyModal
              opened={creating !== null}
              role={account.partyRole}
              name={creating ?? ''}
              account={account}
              onClose={() => setCreating(null)}
              onCreated={(party) => {
                setCreating(null);
                setMade(party);
                field.onChange(party.subAccountId);
                // The chart carries each account's sub-accounts: the new one shows with its number.
                void queryClient.invalidateQueries({ queryKey: chartOfAccountsQueryKey(companyId) });
                onPicked(cellId(index, 'subAccount'));
              }}
            />
          )}
        </>
      )}
    />
  );
}
