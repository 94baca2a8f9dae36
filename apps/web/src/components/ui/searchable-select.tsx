import { DROPDOWN_CLOSE_DELAY_MS, SELECT_PANEL_MAX_HEIGHT_PX } from '@bilan/contract';
import {
  type ComboboxItem,
  type ComboboxParsedItem,
  type OptionsFilter,
  Select,
  type SelectProps,
} from '@mantine/core';
import { normalizeForSearch as normalize } from '../../lib/search-text.ts';

function isItem(option: ComboboxParsedItem): option is ComboboxItem {
  return 'value' in option;
}

/** Filters as the user types, ignoring case and accents ("cote" finds "Côte d'Ivoire"). */
export const accentInsensitiveFilter: OptionsFilter = ({ options, search }) => {
  const wanted = normalize(search);
  return options.filter((option) => isItem(option) && normalize(option.label).includes(wanted));
};

/**
 * A select restricted to its listed options whose list filters as the user types (docs/seed-spec.md §5), with
 * the panel height and closing delay of docs/seed-spec.md §9.
 */
export function SearchableSelect(props: SelectProps) {
  return (
    <Select
      searchable
      maxDropdownHeight={SELECT_PANEL_MAX_HEIGHT_PX}
      filter={accentInsensitiveFilter}
      comboboxProps={{ transitionProps: { transition: 'fade', duration: 0, exitDuration: DROPDOWN_CLOSE_DELAY_MS } }}
      {...props}
    />
  );
}
