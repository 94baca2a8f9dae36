import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, signInAs } from '../../../test/render.tsx';
import { COMPANY_ID } from '../../journal-entries/entry-fixtures.ts';
import { setupReports } from '../../reports/report-test-setup.ts';
import { StatementImport } from './statement-import.tsx';

const BASE = `/v1/accountings/companies/${COMPANY_ID}`;
const CSV =
  'Date,Transaction ID,Transaction Type,Counterparty,Description,Amount,Balance\n2026-03-20,MP1,IN,237677123456,Paiement,50000,50000\n';

const PREVIEW = {
  statementId: null,
  importedLineCount: 1,
  skippedLineCount: 1,
  openingBalance: '0',
  closingBalance: '49500',
  startDate: '2026-03-20',
  endDate: '2026-03-21',
  lines: [
    {
      lineNumber: 2,
      date: '2026-03-20',
      label: 'Paiement client',
      reference: 'MP1',
      counterpartyPhone: '237677123456',
      amount: '50000',
      balanceAfter: '50000',
      alreadyImported: true,
    },
    {
      lineNumber: 3,
      date: '2026-03-21',
      label: 'Frais de retrait',
      reference: 'MP2',
      counterpartyPhone: null,
      amount: '-500',
      balanceAfter: '49500',
      alreadyImported: false,
    },
  ],
};

function setup(answer: (body: Record<string, unknown>) => Response) {
  signInAs('ACCOUNTANT');
  const bodies: Record<string, unknown>[] = [];
  setupReports(
    {},
    {
      [`GET ${BASE}/bank-statement-mappings/acc-521`]: () => jsonResponse({ mapping: null }),
      [`POST ${BASE}/bank-statements`]: async (request) => {
        const body = await request.json();
        bodies.push(body);
        return answer(body);
      },
    },
  );
  return bodies;
}

async function chooseAccountAndFile(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: 'Treasury account' }));
  await user.click(await screen.findByRole('option', { name: '521 Banques locales' }));
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File([CSV], 'momo.csv', { type: 'text/csv' }));
}

describe('statement import', () => {
  it('previews the mapped columns without saving, then imports and opens the statement', async () => {
    const bodies = setup((body) =>
      body.preview ? jsonResponse(PREVIEW) : jsonResponse({ ...PREVIEW, statementId: 'st-1', lines: [] }, 201),
    );
    const user = userEvent.setup();
    renderScreen(<StatementImport companyId={COMPANY_ID} />, '/accounting/bank-statements');
    await chooseAccountAndFile(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const table = await screen.findByRole('table', { name: 'Columns as mapped: check them before importing' });
    const rows = within(table).getAllByTestId('preview-line');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('already imported');
    expect(rows[1]).toHaveTextContent('Frais de retrait');
    expect(rows[1]).toHaveTextContent('-500');
    expect(bodies).toEqual([
      expect.objectContaining({
        treasuryAccountId: 'acc-521',
        format: 'CSV',
        preset: 'MTN_MOMO',
        preview: true,
        content: CSV,
      }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Import 1 lines' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ preview: false, fileName: 'momo.csv' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/accounting/bank-statements/st-1');
  });

  it('lists the lines at fault of a refused file', async () => {
    setup(() =>
      jsonResponse(
        {
          code: 'STATEMENT_FILE_MALFORMED',
          message: 'The statement file cannot be read.',
          frMessage: 'Le relevé ne peut pas être lu.',
          fields: [{ path: 'lines.3.date', code: 'DATE_INVALID' }],
        },
        422,
      ),
    );
    const user = userEvent.setup();
    renderScreen(<StatementImport companyId={COMPANY_ID} />, '/accounting/bank-statements');
    await chooseAccountAndFile(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Line 3: date (DATE_INVALID)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Import/ })).not.toBeInTheDocument();
  });
});
