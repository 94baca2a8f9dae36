import type { AnnualPackage, Liasse } from '@bilan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderScreen, signInAs } from '../../../test/render.tsx';
import { WORK_FOLDER_ID } from '../../journal-entries/entry-fixtures.ts';
import { catchDownloads, reportQueries, setupReports } from '../report-test-setup.ts';
import { AnnualPackageScreen } from './annual-package-screen.tsx';

const LIASSE: Liasse = {
  from: '2026-01-01',
  to: '2026-12-31',
  currency: 'EUR',
  regime: 'SIMPLIFIED',
  formYear: 2025,
  previous: null,
  forms: [
    {
      form: '2033-B',
      title: '2033-B — Simplified income statement',
      note: null,
      boxes: [{ code: '330', label: 'Other add-backs', fact: false, amount: '5340.00', previousAmount: null }],
    },
  ],
  unmappedAccounts: [],
  adjustments: {
    adjustments: [
      { id: '0b7c8f52-0000-4000-8000-000000000001', form: '2033-B', box: '330', label: 'Car rents', amount: '2340.00' },
    ],
    adjustableBoxes: [
      { form: '2033-B', box: '330', label: 'Other add-backs' },
      { form: '2033-B', box: '350', label: 'Other deductions' },
    ],
    editable: true,
  },
};

const check = (code: AnnualPackage['checks'][number]['code'], ok: boolean, extra = {}) => ({
  code,
  ok,
  expected: null,
  actual: null,
  accounts: [],
  count: null,
  ...extra,
});

const PACKAGE: AnnualPackage = {
  from: '2026-01-01',
  to: '2026-12-31',
  currency: 'XAF',
  framework: 'SYSCOHADA',
  accountingSystem: 'NORMAL',
  omitted: [],
  statements: [
    { key: 'balanceSheet', title: 'Balance sheet' },
    { key: 'incomeStatement', title: 'Income statement' },
    { key: 'cashFlow', title: 'Cash-flow statement' },
  ],
  checks: [
    check('YEAR_CLOSED', false),
    check('NO_DRAFTS', false, { count: 2 }),
    check('BALANCE_SHEET_BALANCED', false, { expected: '1000', actual: '900', accounts: ['585'] }),
    check('CASH_FLOW_TIES', true),
  ],
  ready: false,
};

describe('annual package screen', () => {
  it('shows each check, naming what stands behind a failure, and the statements it holds', async () => {
    setupReports({ 'annual-package': PACKAGE });
    renderScreen(<AnnualPackageScreen />, '/accounting/annual-package');
    const checks = await screen.findByRole('region', { name: 'Checks before filing' });
    expect(screen.getByText('Not ready yet')).toBeInTheDocument();
    const balance = checks.querySelector('[data-check="BALANCE_SHEET_BALANCED"]') as HTMLElement;
    expect(balance).toHaveTextContent('The balance sheet balancesto review');
    expect(within(balance).getByText('Expected 1,000, found 900.')).toBeInTheDocument();
    expect(within(balance).getByText('Accounts: 585')).toBeInTheDocument();
    expect(checks.querySelector('[data-check="NO_DRAFTS"]')).toHaveTextContent('2 drafts left in the folder.');
    expect(checks.querySelector('[data-check="CASH_FLOW_TIES"]')).toHaveTextContent(/ok$/);
    expect(screen.getByText('Cash-flow statement')).toBeInTheDocument();
  });

  it('says when it is ready, and downloads the package as a PDF', async () => {
    const calls = setupReports({
      'annual-package': { ...PACKAGE, checks: [check('YEAR_CLOSED', true)], ready: true },
    });
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderScreen(<AnnualPackageScreen />, '/accounting/annual-package');
    expect(await screen.findByText('Ready to file')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export as PDF' }));
    await waitFor(() =>
      expect(saved.map((file) => file.fileName)).toEqual(['annual-package_2026-01-01_2026-12-31.pdf']),
    );
    expect(reportQueries(calls, 'annual-package').some((query) => query.get('format') === 'pdf')).toBe(true);
  });

  it('says why a company under the minimal cash system has no cash-flow statement', async () => {
    setupReports({
      'annual-package': {
        ...PACKAGE,
        accountingSystem: 'MINIMAL_CASH',
        statements: PACKAGE.statements.filter((statement) => statement.key !== 'cashFlow'),
        omitted: [{ key: 'cashFlow', title: 'Cash-flow statement', reason: 'MINIMAL_CASH_SYSTEM' }],
      },
    });
    renderScreen(<AnnualPackageScreen />, '/accounting/annual-package');
    expect(
      await screen.findByText(
        'Cash-flow statement: left out, the company is under the minimal cash system (SMT), which files none.',
      ),
    ).toBeInTheDocument();
  });

  it("shows a French company's liasse, a tab per form with its boxes N and N-1", async () => {
    const liasse: Liasse = {
      from: '2026-01-01',
      to: '2026-12-31',
      currency: 'EUR',
      regime: 'SIMPLIFIED',
      formYear: 2025,
      previous: { from: '2025-01-01', to: '2025-12-31' },
      forms: [
        {
          form: '2033-A',
          title: '2033-A — Simplified balance sheet',
          note: null,
          boxes: [
            {
              code: '180',
              label: 'Total equity and liabilities',
              fact: false,
              amount: '83980.00',
              previousAmount: '57000.00',
            },
          ],
        },
        {
          form: '2033-F',
          title: '2033-F — Share capital holders',
          note: 'The holders of the capital are not in the ledger.',
          boxes: [{ code: '901', label: 'Number of shareholders', fact: true, amount: null, previousAmount: null }],
        },
      ],
      unmappedAccounts: [],
      adjustments: { adjustments: [], adjustableBoxes: [], editable: true },
    };
    setupReports({ 'annual-package': { ...PACKAGE, framework: 'PCG', currency: 'EUR' }, liasse });
    const user = userEvent.setup();
    renderScreen(<AnnualPackageScreen />, '/accounting/annual-package');
    const section = await screen.findByRole('region', { name: 'Liasse fiscale' });
    expect(within(section).getByText(/Simplified regime/)).toBeInTheDocument();
    const total = await within(section).findByRole('row', { name: /Total equity and liabilities/ });
    expect(total).toHaveTextContent('180Total equity and liabilities83,98057,000');
    await user.click(within(section).getByRole('tab', { name: '2033-F' }));
    expect(await within(section).findByText('The holders of the capital are not in the ledger.')).toBeInTheDocument();
    expect(within(section).getByRole('row', { name: /Number of shareholders/ })).toHaveTextContent('to fill in');
  });

  it("lists the preparer's adjustments and adds one to the box chosen", async () => {
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => array);
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = setupReports(
      { 'annual-package': { ...PACKAGE, framework: 'PCG', currency: 'EUR' }, liasse: LIASSE },
      {
        [`PUT /v1/accountings/workFolders/${WORK_FOLDER_ID}/liasse/adjustments/${id}`]: () =>
          jsonResponse({ id, form: '2033-B', box: '350', label: 'Dividends', amount: '950.00' }),
      },
    );
    signInAs('ACCOUNTANT');
    const user = userEvent.setup();
    renderScreen(<AnnualPackageScreen />, '/accounting/annual-package');
    const section = await screen.findByRole('region', { name: 'Adjustments of the taxable result' });
    expect(within(section).getByRole('row', { name: /Car rents/ })).toHaveTextContent('2033-B 330Car rents2,340');
    expect(within(section).getByRole('button', { name: 'Remove the adjustment Car rents' })).toBeInTheDocument();
    await user.click(within(section).getByRole('combobox', { name: 'Box' }));
    await user.click(await screen.findByRole('option', { name: '2033-B 350 — Other deductions' }));
    await user.type(within(section).getByRole('textbox', { name: 'Label' }), 'Dividends');
    await user.type(within(section).getByRole('textbox', { name: 'Amount' }), '950');
    await user.click(within(section).getByRole('button', { name: 'Add the adjustment' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const sent = calls.find((call) => call.method === 'PUT');
    expect(await sent?.json()).toEqual({ form: '2033-B', box: '350', label: 'Dividends', amount: '950' });
  });

  it('says under the normal regime that the 2058-A is not drawn', async () => {
    setupReports({
      'annual-package': { ...PACKAGE, framework: 'PCG', currency: 'EUR' },
      liasse: { ...LIASSE, regime: 'NORMAL', adjustments: { adjustments: [], adjustableBoxes: [], editable: true } },
    });
    renderScreen(<AnnualPackageScreen />, '/accounting/annual-package');
    expect(await screen.findByText(/Bilan does not draw the 2058-A/)).toBeInTheDocument();
  });
});
