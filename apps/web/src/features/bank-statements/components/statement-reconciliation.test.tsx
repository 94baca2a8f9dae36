import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/language.ts';
import { jsonResponse, renderScreen, signInAs } from '../../../test/render.tsx';
import { COMPANY_ID } from '../../journal-entries/entry-fixtures.ts';
import { setupReports } from '../../reports/report-test-setup.ts';
import { StatementReconciliation } from './statement-reconciliation.tsx';

const BASE = `/v1/accountings/companies/${COMPANY_ID}/bank-statements/st-1`;
const line = (id: string, label: string, amount: string, journalLineIds: string[] = []) => ({
  id,
  lineNumber: Number(id.slice(-1)) + 1,
  date: '2026-03-20',
  label,
  reference: `MP-${id}`,
  counterpartyPhone: null,
  amount,
  balanceAfter: amount,
  journalLineIds,
});
const VIEW = {
  statement: {
    id: 'st-1',
    treasuryAccountId: 'acc-521',
    accountNumber: '521',
    format: 'CSV',
    fileName: 'momo.csv',
    startDate: '2026-03-20',
    endDate: '2026-03-21',
    openingBalance: '0',
    closingBalance: '49500',
    lineCount: 3,
    reconciledLineCount: 1,
    createdAt: '2026-03-22T10:00:00.000Z',
    currency: 'XAF',
    lines: [
      line('s1', 'Paiement client', '50000'),
      line('s2', 'Frais de retrait', '-500'),
      line('s3', 'Dépôt', '1000', ['j0']),
    ],
  },
  bookLines: [
    {
      journalLineId: 'j1',
      entryId: 'e1',
      entryNumber: 'BQ-2026-000001',
      workFolderId: 'wf',
      date: '2026-03-20',
      label: 'Règlement FA-1',
      amount: '30000',
      companyAmount: '30000',
    },
    {
      journalLineId: 'j2',
      entryId: 'e2',
      entryNumber: 'BQ-2026-000002',
      workFolderId: 'wf',
      date: '2026-03-20',
      label: 'Règlement FA-2',
      amount: '20000',
      companyAmount: '20000',
    },
  ],
  suggestions: [],
};

function setup(view: typeof VIEW = VIEW) {
  signInAs('ACCOUNTANT');
  const posted: Array<{ url: string; body: unknown }> = [];
  const answer = async (request: Request, response: unknown, status = 200) => {
    posted.push({ url: new URL(request.url).pathname, body: await request.json() });
    return jsonResponse(response, status);
  };
  setupReports(
    {},
    {
      [`GET ${BASE}/reconciliation`]: () => jsonResponse(view),
      [`POST ${BASE}/lines/s1/match`]: (request) =>
        answer(request, { ...line('s1', 'Paiement client', '50000', ['j1', 'j2']) }),
      [`POST ${BASE}/lines/s2/entry`]: (request) =>
        answer(
          request,
          {
            entryId: 'e9',
            entryNumber: 'BQ-2026-000009',
            journalLineId: 'j9',
            counterAccountId: 'acc-101',
            ruleId: 'r1',
          },
          201,
        ),
    },
  );
  return posted;
}

describe('statement reconciliation', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('reconciles a statement line with the book lines that make it up, split over two, from the keyboard', async () => {
    const posted = setup();
    const user = userEvent.setup();
    renderScreen(
      <StatementReconciliation companyId={COMPANY_ID} statementId="st-1" />,
      '/accounting/bank-statements/st-1',
    );
    const first = await screen.findByRole('radio', { name: /Paiement client/ });
    expect(screen.getByRole('radio', { name: /Dépôt/ })).toBeDisabled();
    await user.click(first);
    const reconcile = screen.getByRole('button', { name: 'Reconcile' });
    expect(reconcile).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Select BQ-2026-000001/ }));
    expect(screen.getByTestId('reconcile-difference')).toHaveTextContent(/difference\s+20,000/);
    expect(reconcile).toBeDisabled();
    screen.getByRole('checkbox', { name: /Select BQ-2026-000002/ }).focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('reconcile-difference')).toHaveTextContent(/difference\s+0/);
    await user.click(reconcile);
    await waitFor(() =>
      expect(posted).toEqual([{ url: `${BASE}/lines/s1/match`, body: { journalLineIds: ['j1', 'j2'] } }]),
    );
    expect(await screen.findByText('Line reconciled')).toBeInTheDocument();
  });

  it('posts the missing entry of a fee with the counter-account chosen', async () => {
    const posted = setup();
    const user = userEvent.setup();
    renderScreen(
      <StatementReconciliation companyId={COMPANY_ID} statementId="st-1" />,
      '/accounting/bank-statements/st-1',
    );
    await user.click(await screen.findByRole('radio', { name: /Frais de retrait/ }));
    const picker = screen.getByRole('combobox', { name: /Counter-account/ });
    await user.type(picker, '101{Enter}');
    await user.click(screen.getByRole('button', { name: 'Post the entry' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { url: `${BASE}/lines/s2/entry`, body: { counterAccountId: 'acc-101', rememberRule: true } },
      ]),
    );
    expect(await screen.findByText('Entry BQ-2026-000009 posted and reconciled')).toBeInTheDocument();
  });

  it('reads in French', async () => {
    await switchLanguage('fr');
    setup();
    renderScreen(
      <StatementReconciliation companyId={COMPANY_ID} statementId="st-1" />,
      '/accounting/bank-statements/st-1',
    );
    expect(await screen.findByRole('heading', { name: 'Rapprocher le relevé' })).toBeInTheDocument();
    expect(screen.getByText('Lignes d’écriture non rapprochées du compte')).toBeInTheDocument();
  });
});

describe('statement reconciliation of a foreign-currency account', () => {
  it('compares a EUR account’s lines in euros, at the cent, each with its XAF amount beside', async () => {
    const [bookLine] = VIEW.bookLines;
    const posted = setup({
      ...VIEW,
      statement: {
        ...VIEW.statement,
        currency: 'EUR',
        lines: [line('s1', 'Paiement client', '1000.00'), line('s2', 'Frais de retrait', '-12.50')],
      },
      bookLines: bookLine ? [{ ...bookLine, amount: '1000.00', companyAmount: '655957' }] : [],
    });
    const user = userEvent.setup();
    renderScreen(
      <StatementReconciliation companyId={COMPANY_ID} statementId="st-1" />,
      '/accounting/bank-statements/st-1',
    );
    await user.click(await screen.findByRole('radio', { name: /Paiement client/ }));
    expect(screen.getByText(/521 · EUR ·/)).toBeInTheDocument();
    expect(screen.getByText('655,957 XAF')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select BQ-2026-000001 1,000.00' }));
    expect(screen.getByTestId('reconcile-difference')).toHaveTextContent(
      /Statement line\s+1,000.00 · selected\s+1,000.00 · difference\s+0.00/,
    );
    await user.click(screen.getByRole('button', { name: 'Reconcile' }));
    await waitFor(() => expect(posted).toEqual([{ url: `${BASE}/lines/s1/match`, body: { journalLineIds: ['j1'] } }]));
  });
});
