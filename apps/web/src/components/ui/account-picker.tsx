import { SELECT_PANEL_MAX_HEIGHT_PX } from '@bilan/contract';
import { Combobox, type ComboboxStore, Group, InputBase, type InputBaseProps, Text, useCombobox } from '@mantine/core';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type PickableAccount, searchAccounts } from '../../lib/account-search.ts';

export type AccountPickerProps = Omit<InputBaseProps, 'value' | 'onChange'> & {
  /** The accounts that may be chosen, in the chart's order. */
  accounts: readonly PickableAccount[];
  value: string | null;
  onChange: (accountId: string | null) => void;
  /** Called once an account was chosen from the list (Enter or click): the entry grid moves on. */
  onCommit?: () => void;
  nothingFound: string;
  placeholder?: string;
  readOnly?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'data-cell'?: string;
  'data-nav'?: boolean;
  /**
   * A number that finds nothing is offered as "Create account …" (`createLabel` words it); choosing it
   * calls `onCreate` with the number. Left out, nothing is offered (a user without accounts.write).
   */
  onCreate?: ((number: string) => void) | undefined;
  createLabel?: (number: string) => string;
};

/** The option that creates the typed account; never an account's id (those are uuids). */
const CREATE_OPTION = 'create-account';

/** The number typed, when the chart has nothing for it and the field may create it; else null. */
function numberToCreate(search: string | null, found: number, creatable: boolean): string | null {
  const typed = search?.trim() ?? '';
  return creatable && found === 0 && /^\d{2,12}$/.test(typed) ? typed : null;
}

// An account without its label yet (the chart still on its way) shows its number alone.
const display = (account: PickableAccount | undefined) =>
  account ? `${account.number} ${account.label}`.trimEnd() : '';

/** What leaving the field with `typed` picks: empty clears (null), an exact number or a single match takes it. */
function accountLeftWith(accounts: readonly PickableAccount[], typed: string): string | null | undefined {
  if (typed === '') return null;
  const exact = accounts.find((account) => account.number === typed);
  if (exact) return exact.id;
  const matches = searchAccounts(accounts, typed, 2);
  return matches.length === 1 ? matches[0]?.id : undefined;
}

/** The list under the field: the matches, else `nothingFound` and the offer to create the typed number. */
function AccountOptions({
  options,
  toCreate,
  createLabel,
  nothingFound,
}: {
  options: readonly PickableAccount[];
  toCreate: string | null;
  createLabel: ((number: string) => string) | undefined;
  nothingFound: string;
}) {
  if (options.length === 0) {
    return (
      <>
        <Combobox.Empty>{nothingFound}</Combobox.Empty>
        {toCreate !== null && <Combobox.Option value={CREATE_OPTION}>{createLabel?.(toCreate)}</Combobox.Option>}
      </>
    );
  }
  return options.map((account) => (
    <Combobox.Option value={account.id} key={account.id}>
      <Group gap="xs" wrap="nowrap">
        <Text span size="sm" fw={700} ff="monospace" miw={76}>
          {account.number}
        </Text>
        <Text span size="sm" truncate="end">
          {account.label}
        </Text>
      </Group>
    </Combobox.Option>
  ));
}

/** What is typed in the field (null: not searching), the matches, and the number to offer to create. */
function usePickerSearch(accounts: readonly PickableAccount[], combobox: ComboboxStore, creatable: boolean) {
  const [search, setSearchState] = useState<string | null>(null);
  // Blur handlers run before a re-render: they read the search through this ref, never a stale closure.
  const searchRef = useRef<string | null>(null);
  const setSearch = (next: string | null) => {
    searchRef.current = next;
    setSearchState(next);
    if (next === null) combobox.closeDropdown();
  };
  const options = useMemo(() => (search === null ? [] : searchAccounts(accounts, search)), [accounts, search]);
  const toCreate = numberToCreate(search, options.length, creatable);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the store is a new object each render; only new matches re-select.
  useEffect(() => {
    // The first match is the one Enter takes; with none, the offer to create the typed number.
    if (search !== null && (options.length > 0 || toCreate !== null)) combobox.selectFirstOption();
  }, [search, options, toCreate]);
  return { search, setSearch, searchRef, options, toCreate };
}

/** An arrow opens the whole list; Escape gives up what was typed. */
function onPickerKey(
  event: KeyboardEvent<HTMLInputElement>,
  search: string | null,
  setSearch: (next: string | null) => void,
  combobox: ComboboxStore,
) {
  if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && search === null) {
    setSearch('');
    combobox.openDropdown();
  }
  if (event.key === 'Escape' && search !== null) setSearch(null);
}

/**
 * An account field that filters the chart as the user types a number or words of the label. The first
 * match is highlighted, so typing "5211" then Enter picks it; leaving the field with an exact number
 * picks that account; leaving it empty clears it.
 */
export function AccountPicker({
  accounts,
  value,
  onChange,
  onCommit,
  nothingFound,
  readOnly,
  onCreate,
  createLabel,
  ...inputProps
}: AccountPickerProps) {
  const combobox = useCombobox();
  const { search, setSearch, searchRef, options, toCreate } = usePickerSearch(
    accounts,
    combobox,
    Boolean(onCreate && createLabel),
  );
  const byId = useMemo(() => new Map(accounts.map((account) => [account.id, account])), [accounts]);

  const choose = (accountId: string) => {
    setSearch(null);
    if (accountId === CREATE_OPTION) {
      if (toCreate !== null) onCreate?.(toCreate);
      return;
    }
    onChange(accountId);
    onCommit?.();
  };

  const leave = () => {
    const left = searchRef.current === null ? undefined : accountLeftWith(accounts, searchRef.current.trim());
    if (left !== undefined) onChange(left);
    setSearch(null);
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={choose}
      withinPortal
      position="bottom-start"
      width="max-content"
      styles={{ dropdown: { minWidth: 280, maxWidth: 'min(520px, 92vw)' } }}
    >
      <Combobox.Target withExpandedAttribute>
        <InputBase
          {...inputProps}
          readOnly={readOnly}
          autoComplete="off"
          spellCheck={false}
          value={search ?? display(value ? byId.get(value) : undefined)}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={(event) => event.currentTarget.select()}
          onBlur={leave}
          onKeyDown={(event) => !readOnly && onPickerKey(event, search, setSearch, combobox)}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={search === null}>
        <Combobox.Options mah={SELECT_PANEL_MAX_HEIGHT_PX} style={{ overflowY: 'auto' }}>
          {search !== null && (
            <AccountOptions
              options={options}
              toCreate={toCreate}
              createLabel={createLabel}
              nothingFound={nothingFound}
            />
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
