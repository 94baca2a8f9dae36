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

/**
 * Filters as the user types, ignoring case and accents ("cote" finds "Côte d'Ivoire"), best first: a
 * word equal to the text ("SA" finds "Société anonyme (SA)" before "… (SARL)"), the label starting
 * with it, a word starting with it, then the label containing it.
 */
export const accentInsensitiveFilter: OptionsFilter = ({ options, search }) => {
  const wanted = normalize(search);
  if (wanted === '') return options;
  const ranked = options.flatMap((option) => {
    if (!isItem(option)) return [];
    const rank = matchRank(normalize(option.label), wanted);
    return rank === null ? [] : [{ option, rank }];
  });
  // Array.prototype.sort is stable: options of one rank keep their order.
  return ranked.sort((left, right) => left.rank - right.rank).map(({ option }) => option);
};

function matchRank(label: string, wanted: string): number | null {
  if (!label.includes(wanted)) return null;
  const words = label.split(/[^\p{L}\p{N}]+/u);
  if (words.includes(wanted)) return 0;
  if (label.startsWith(wanted)) return 1;
  if (words.some((word) => word.startsWith(wanted))) return 2;
  return 3;
}

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
