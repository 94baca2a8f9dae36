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
      statementIndex: 0,
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
      statementIndex: 0,
    },
  ],
  statements: [
    {
      statementId: null,
      accountIdentifier: null,
      currency: null,
      importedLineCount: 1,
      skippedLineCount: 1,
      openingBalance: '0',
      closingBalance: '49500',
      startDate: '2026-03-20',
      endDate: '2026-03-21',
    },
  ],
};

/** A CAMT.053 file of two statements: March (0 → 120,500 XAF) and April (120,500 → 500,000). */
const TWO_STATEMENTS = {
  ...PREVIEW,
  importedLineCount: 4,
  skippedLineCount: 0,
  openingBalance: '0',
  closingBalance: '500000',
  startDate: '2026-03-02',
  endDate: '2026-04-03',
  lines: [
    {
      ...PREVIEW.lines[1],
      lineNumber: 5,
      date: '2026-03-02',
      label: 'Client Durand',
      amount: '150',
      statementIndex: 0,
    },
    {
      ...PREVIEW.lines[1],
      lineNumber: 12,
      date: '2026-04-03',
      label: 'Client Martin',
      amount: '400',
      statementIndex: 1,
    },
  ],
  statements: [
    {
      ...PREVIEW.statements[0],
      importedLineCount: 2,
      skippedLineCount: 0,
      openingBalance: '0',
      closingBalance: '120500',
      startDate: '2026-03-02',
      endDate: '2026-03-04',
    },
    {
      ...PREVIEW.statements[0],
      importedLineCount: 2,
      skippedLineCount: 0,
      openingBalance: '120500',
      closingBalance: '500000',
      startDate: '2026-04-01',
      endDate: '2026-04-03',
    },
  ],
};

const refusalOf = (code: string, path: string, fieldCode: string) =>
  jsonResponse({ code, message: code, frMessage: code, fields: [{ path, code: fieldCode }] }, 422);

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
    // The export's 237677123456 is an MTN number.
    expect(await within(rows[0] as HTMLElement).findByTestId('operator-badge')).toHaveTextContent('MTN');
    expect(within(rows[1] as HTMLElement).queryByTestId('operator-badge')).not.toBeInTheDocument();
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

  it('shows each statement of a file that holds several, then says how many were imported', async () => {
    setup((body) =>
      body.preview
        ? jsonResponse(TWO_STATEMENTS)
        : jsonResponse(
            {
              ...TWO_STATEMENTS,
              statementId: 'st-3',
              lines: [],
              statements: TWO_STATEMENTS.statements.map((item, index) => ({ ...item, statementId: `st-${index + 3}` })),
            },
            201,
          ),
    );
    const user = userEvent.setup();
    renderScreen(<StatementImport companyId={COMPANY_ID} />, '/accounting/bank-statements');
    await chooseAccountAndFile(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('2 statements in this file')).toBeInTheDocument();
    const statements = screen.getAllByTestId('preview-statement');
    expect(statements).toHaveLength(2);
    expect(statements[0]).toHaveTextContent('Statement 1: Mar 2, 2026 to Mar 4, 2026');
    expect(statements[1]).toHaveTextContent('Statement 2: Apr 1, 2026 to Apr 3, 2026');
    expect(statements[1]).toHaveTextContent('2 new lines');
    expect(screen.getAllByTestId('preview-line')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Import 4 lines' }));
    expect(await screen.findByText('4 lines imported in 2 statements, 0 already there')).toBeInTheDocument();
  });

  it.each([
    [
      'STATEMENT_CURRENCY_MISMATCH',
      'lines.8.currency',
      'CURRENCY_MUST_BE_ACCOUNT_CURRENCY',
      'A statement of this file is in another currency than the treasury account: nothing was imported.',
      "Statement starting at line 8: its currency is not the account's",
    ],
    [
      'STATEMENT_ACCOUNT_MISMATCH',
      'lines.8.account',
      'ACCOUNT_MUST_BE_TREASURY_ACCOUNT',
      'A statement of this file is of another account (IBAN or account number): nothing was imported.',
      'Statement starting at line 8: it names another account',
    ],
  ])('explains a file refused with %s, naming the statement', async (code, path, fieldCode, title, fault) => {
    setup(() => refusalOf(code, path, fieldCode));
    const user = userEvent.setup();
    renderScreen(<StatementImport companyId={COMPANY_ID} />, '/accounting/bank-statements');
    await chooseAccountAndFile(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(fault)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Import/ })).not.toBeInTheDocument();
  });
});
