import type { Journal, WorkFolder } from '@bilan/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/language.ts';
import { renderScreen, signInAs } from '../../../test/render.tsx';
import { BALANCED_LINES, entryDocument, JOURNALS, WORK_FOLDERS } from '../entry-fixtures.ts';
import { EntryView } from './entry-view.tsx';

/** The column a cell starts in, counting the spans of the cells before it. */
function columnOf(cell: HTMLElement): number {
  const before = Array.from(cell.parentElement?.children ?? []).slice(
    0,
    Array.from(cell.parentElement?.children ?? []).indexOf(cell),
  );
  return before.reduce((column, other) => column + ((other as HTMLTableCellElement).colSpan || 1), 0);
}

function renderView() {
  signInAs();
  renderScreen(
    <EntryView
      document={entryDocument('doc-1', 'VALIDATED', BALANCED_LINES)}
      workFolder={WORK_FOLDERS[0] as WorkFolder}
      journals={JOURNALS as readonly Journal[]}
      accountLabelOf={() => undefined}
      scale={0}
    />,
    '/',
  );
  return screen.getByRole('table');
}

describe('a validated entry', () => {
  it.each([
    ['en', 'Debit', 'Credit', '1,200,000'],
    ['fr', 'Débit', 'Crédit', '1 200 000'],
  ] as const)('shows its totals in %s under the debit and credit columns', async (language, debit, credit, total) => {
    await act(() => switchLanguage(language));
    const table = renderView();
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    const footer = within(table).getByTestId('entry-totals');
    expect(footer.closest('tfoot')).not.toBeNull();
    const debitTotal = within(footer).getByTestId('total-debit');
    const creditTotal = within(footer).getByTestId('total-credit');
    expect(columnOf(debitTotal)).toBe(columnOf(header(debit)));
    expect(columnOf(creditTotal)).toBe(columnOf(header(credit)));
    expect(debitTotal.textContent?.replace(/\s/g, ' ')).toBe(total);
    expect(creditTotal.textContent?.replace(/\s/g, ' ')).toBe(total);
    expect(within(footer).getByRole('columnheader', { name: 'Total' })).toHaveAttribute('colspan', '3');
  });
});
