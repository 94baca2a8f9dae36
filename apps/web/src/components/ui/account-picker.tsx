import { SELECT_PANEL_MAX_HEIGHT_PX } from '@bilan/contract';
import { Combobox, Group, InputBase, type InputBaseProps, Text, useCombobox } from '@mantine/core';
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
};

const display = (account: PickableAccount | undefined) => (account ? `${account.number} ${account.label}` : '');

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
  ...inputProps
}: AccountPickerProps) {
  const combobox = useCombobox();
  const [search, setSearchState] = useState<string | null>(null);
  // Blur handlers run before a re-render: they read the search through this ref, never a stale closure.
  const searchRef = useRef<string | null>(null);
  const setSearch = (next: string | null) => {
    searchRef.current = next;
    setSearchState(next);
  };
  const byId = useMemo(() => new Map(accounts.map((account) => [account.id, account])), [accounts]);
  const options = useMemo(() => (search === null ? [] : searchAccounts(accounts, search)), [accounts, search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the store is a new object each render; only new matches re-select.
  useEffect(() => {
    // The first match is the one Enter takes.
    if (search !== null && options.length > 0) combobox.selectFirstOption();
  }, [search, options]);

  const choose = (accountId: string) => {
    onChange(accountId);
    setSearch(null);
    combobox.closeDropdown();
    onCommit?.();
  };

  const leave = () => {
    const current = searchRef.current;
    if (current !== null) {
      const typed = current.trim();
      const exact = accounts.find((account) => account.number === typed);
      const matches = searchAccounts(accounts, typed, 2);
      if (typed === '') onChange(null);
      else if (exact) onChange(exact.id);
      else if (matches.length === 1 && matches[0]) onChange(matches[0].id);
    }
    setSearch(null);
    combobox.closeDropdown();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (readOnly) return;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && search === null) {
      setSearch('');
      combobox.openDropdown();
    }
    if (event.key === 'Escape' && search !== null) {
      setSearch(null);
      combobox.closeDropdown();
    }
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
          onKeyDown={onKeyDown}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={search === null}>
        <Combobox.Options mah={SELECT_PANEL_MAX_HEIGHT_PX} style={{ overflowY: 'auto' }}>
          {search === null ? null : options.length === 0 ? (
            <Combobox.Empty>{nothingFound}</Combobox.Empty>
          ) : (
            options.map((account) => (
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
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
