import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, setTestCookie, signInAs, stubFetch } from '../../../test/render.tsx';
import { WorkFolderList } from './work-folder-list.tsx';

const COMPANY_ID = '0190f1a2-0000-7000-8000-000000000001';
const closed2025 = {
  id: 'wf-2025',
  companyId: COMPANY_ID,
  name: 'Exercice 2025',
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  status: 'CLOSED',
};
const open2026 = {
  ...closed2025,
  id: 'wf-2026',
  name: 'Exercice 2026',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  status: 'OPEN',
};
const COMPANY = {
  id: COMPANY_ID,
  name: 'Boulangerie du Littoral SARL',
  countryCode: 'CM',
  currency: 'XAF',
  accountingFramework: 'SYSCOHADA',
  typeCode: 'SARL',
  domainAreaCode: 'TRADE',
  subDomainAreaCode: null,
  taxSystemCode: 'REAL',
  referentialBankAccount: null,
  parentCompanyId: null,
  createdAt: '2026-01-02T10:00:00.000Z',
};
/** A Cameroonian SARL's profit of 85,000 XAF: a tenth, 8,500, to the legal reserve at least. */
const VIEW = {
  workFolderId: 'wf-2025',
  nextWorkFolderId: 'wf-2026',
  state: 'PENDING',
  result: '85000',
  pendingAccountNumber: '1301',
  earliestMeetingDate: '2026-01-01',
  meetingDeadline: '2026-06-30',
  capital: '1000000',
  legalReserve: '0',
  legalReserveCeiling: '200000',
  legalReserveMinimum: '8500',
  retainedEarnings: '0',
  distributableProfit: '76500',
  withholdingRate: '16.5',
  equity: '1085000',
  accounts: {
    legalReserve: '111',
    otherReserves: '1181',
    retainedEarningsCredit: '121',
    retainedEarningsDebit: '1291',
    dividends: '465',
    withholdingTax: '4478',
  },
  legalBasis: { legalReserve: 'AUSCGIE art. 346', equity: 'AUSCGIE art. 371', withholding: 'CGI art. 70' },
  entryNumber: null,
  meetingDate: null,
};
const PATH = '/v1/accountings/workFolders/wf-2025/appropriation';

function setup() {
  window.localStorage.setItem('company', COMPANY_ID);
  signInAs();
  window.localStorage.setItem('workFolder', 'wf-2026');
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const calls = stubFetch({
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse([closed2025, open2026]),
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(COMPANY),
    [`GET ${PATH}`]: () => jsonResponse(VIEW),
    [`POST ${PATH}`]: () =>
      jsonResponse({
        ...VIEW,
        state: 'BOOKED',
        entryNumber: 'OD-2026-000001',
        meetingDate: '2026-05-20',
        withholdingTax: '11550',
        equityAfter: '1015000',
        equityBelowHalfOfCapital: false,
        meetingLate: false,
      }),
  });
  renderScreen(<WorkFolderList />, '/apps/workfolder/list');
  return { calls, user: userEvent.setup() };
}

describe('appropriating the result of a closed folder', () => {
  it('shows the legal minimum, refuses a split that does not add up, then books the meeting’s split', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Appropriate the result of Exercice 2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appropriate the result of Exercice 2025' });
    const facts = await within(dialog).findByTestId('appropriation-facts');
    expect(within(facts).getByText('Legal reserve, at least').parentElement?.textContent).toMatch(/8,500/);
    expect(within(facts).getByText('Distributable, at most').parentElement?.textContent).toMatch(/76,500/);
    expect(within(dialog).getByLabelText('Legal reserve (111)')).toHaveValue('8500');

    await user.type(within(dialog).getByLabelText(/Date of the shareholders' meeting/), '2026-05-20');
    await user.type(within(dialog).getByLabelText('Dividends (465)'), '70000');
    expect(within(dialog).getByTestId('appropriation-summary')).toHaveTextContent(/Left to place: FCFA\s?6,500/);
    await user.click(within(dialog).getByRole('button', { name: 'Book the appropriation' }));
    expect(within(dialog).getByText('The split must add up to the result.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Other reserves (1181)'), '6500');
    expect(within(dialog).getByLabelText('Retained earnings (121)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByTestId('appropriation-summary')).toHaveTextContent(
      /Withholding tax on the dividends: FCFA\s?11,550/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Book the appropriation' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(await calls.find((call) => call.method === 'POST')?.json()).toEqual({
      meetingDate: '2026-05-20',
      legalReserve: '8500',
      otherReserves: '6500',
      retainedEarnings: '0',
      dividends: '70000',
      dividendsSubjectToWithholding: null,
    });
    expect(await within(dialog).findByTestId('appropriation-booked')).toHaveTextContent('OD-2026-000001');
  });
});
