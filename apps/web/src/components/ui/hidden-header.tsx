import { Table, type TableThProps, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a column without a visible title holds: its buttons, a line's number or state, a row's heading. */
export type HiddenHeaderWord = 'actions' | 'line' | 'item' | 'details' | 'state';

/**
 * The header of a column whose content speaks for itself on screen (a row's buttons, a toggle): it names
 * the column for screen readers only, where an empty `<th>` names nothing (axe `empty-table-header`).
 */
export function HiddenHeader({ word = 'actions', ...props }: { word?: HiddenHeaderWord } & TableThProps) {
  const { t } = useTranslation();
  return (
    <Table.Th {...props}>
      <VisuallyHidden>{t(`table.${word}`)}</VisuallyHidden>
    </Table.Th>
  );
}
