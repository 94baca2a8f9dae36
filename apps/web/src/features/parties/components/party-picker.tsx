import { FORM_DEBOUNCE_MS, type PartyRole } from '@bilan/contract';
import type { OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '../../../components/ui/searchable-select.tsx';
import { useStoredValue } from '../../../lib/storage.ts';
import { useParties } from '../api/get-parties.ts';
import { useParty } from '../api/get-party.ts';
import { QuickPartyModal } from './lazy-quick-party-modal.tsx';

// The API already filtered the options by what was typed (name, code or phone).
const serverFiltered: OptionsFilter = ({ options }) => options;

/** The option that creates a party from what was typed; never a party's id (those are uuids). */
export const CREATE_PARTY_OPTION = 'create-party';

/**
 * Chooses a customer or supplier, searching the API as the user types (a company may have thousands;
 * the API ignores accents and case). Active ones only, unless `withInactive`: a filter of documents
 * also finds those of a party no longer used.
 */
export function PartyPicker({
  partyRole: role,
  value,
  onChange,
  onBlur,
  label,
  error,
  withAsterisk,
  clearable,
  disabled,
  placeholder,
  withInactive = false,
  creatable = false,
}: {
  partyRole: PartyRole;
  value: string | null;
  onChange: (partyId: string | null) => void;
  onBlur?: () => void;
  label: string;
  error?: string | undefined;
  withAsterisk?: boolean;
  clearable?: boolean;
  disabled?: boolean;
  placeholder?: string;
  withInactive?: boolean;
  /** Offers "Create customer «typed name»", made in a small modal and chosen without leaving the screen. */
  creatable?: boolean;
}) {
  const { t } = useTranslation('parties');
  const companyId = useStoredValue('companyId');
  const [search, setSearch] = useState('');
  // The name the creation modal opened with; null while it is closed.
  const [creating, setCreating] = useState<string | null>(null);
  const [query] = useDebouncedValue(search.trim(), FORM_DEBOUNCE_MS);
  const parties = useParties(companyId, role, null, { q: query, active: withInactive ? null : 'true' });
  const selected = useParty(companyId, role, value, null);
  const options = (parties.data?.pages[0]?.items ?? []).map((party) => ({
    value: party.id,
    label: `${party.name} (${party.code})`,
  }));
  if (value && selected.data && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: `${selected.data.name} (${selected.data.code})` });
  }
  const typed = search.trim();
  if (creatable && typed !== '' && !options.some((option) => option.label === typed)) {
    options.push({ value: CREATE_PARTY_OPTION, label: t(`picker.create_${role}`, { name: typed }) });
  }
  return (
    <>
      <SearchableSelect
        label={label}
        placeholder={placeholder ?? t('picker.placeholder')}
        data={options}
        value={value}
        onChange={(next) => (next === CREATE_PARTY_OPTION ? setCreating(typed) : onChange(next))}
        // Focus going to the creation dialog is no field left empty: the form would say "choose a party".
        onBlur={creating === null ? onBlur : undefined}
        searchValue={search}
        onSearchChange={setSearch}
        filter={serverFiltered}
        nothingFoundMessage={parties.isFetching ? '…' : t('picker.nothingFound')}
        error={error}
        withAsterisk={withAsterisk}
        clearable={clearable}
        disabled={disabled}
      />
      <QuickPartyModal
        opened={creating !== null}
        role={role}
        name={creating ?? ''}
        onClose={() => setCreating(null)}
        onCreated={(party) => {
          setCreating(null);
          onChange(party.id);
        }}
      />
    </>
  );
}
