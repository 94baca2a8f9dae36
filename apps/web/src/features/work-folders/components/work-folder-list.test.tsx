import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, setTestCookie, signInAs, stubFetch } from '../../../test/render.tsx';
import { WorkFolderList } from './work-folder-list.tsx';

const COMPANY_ID = '0190f1a2-0000-7000-8000-000000000001';
const LIST_PATH = `/v1/accountings/workFolders/companies/${COMPANY_ID}`;
const folder2025 = {
  id: 'wf-2025',
  companyId: COMPANY_ID,
  name: 'Exercice 2025',
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  status: 'CLOSED',
};
const folder2026 = {
  ...folder2025,
  id: 'wf-2026',
  name: 'Exercice 2026',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  status: 'OPEN',
};
const folder2027 = { ...folder2026, id: 'wf-2027', name: '2027', startDate: '2027-01-01', endDate: '2027-12-31' };
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
const SUMMARY_2026 = {
  ...folder2026,
  entryCount: 12,
  draftDocuments: 2,
  validatedDocuments: 12,
  cancelledDocuments: 0,
  totalDebit: '5400000',
  totalCredit: '5400000',
  currency: 'XAF',
};

function setup(extra: Parameters<typeof stubFetch>[0] = {}, folders: unknown[] = [folder2025, folder2026]) {
  window.localStorage.setItem('company', COMPANY_ID);
  signInAs();
  window.localStorage.setItem('workFolder', 'wf-2026');
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const calls = stubFetch({
    [`GET ${LIST_PATH}`]: () => jsonResponse(folders),
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(COMPANY),
    'GET /v1/accountings/workFolders/wf-2026': () => jsonResponse(SUMMARY_2026),
    ...extra,
  });
  renderScreen(<WorkFolderList />, '/apps/workfolder/list');
  return { calls, user: userEvent.setup() };
}

const listLoads = (calls: Request[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.endsWith(LIST_PATH)).length;
const rows = () => screen.getAllByTestId('work-folder-row');

describe('work folder list', () => {
  it('lists the folders, latest first, with dates in the user language and their status', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Exercice 2026' })).toBeInTheDocument();
    expect(rows().map((row) => row.querySelector('h2')?.textContent)).toEqual(['Exercice 2026', 'Exercice 2025']);
    expect(within(rows()[0] as HTMLElement).getByText('Jan 1, 2026 – Dec 31, 2026')).toBeInTheDocument();
    expect(within(rows()[0] as HTMLElement).getByText('open')).toBeInTheDocument();
    expect(within(rows()[0] as HTMLElement).getByText('current')).toBeInTheDocument();
    expect(within(rows()[1] as HTMLElement).getByText('closed')).toBeInTheDocument();
    // A closed folder can be read, not renamed or closed again.
    expect(screen.queryByRole('button', { name: 'Close Exercice 2025' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the summary: Exercice 2025' })).toHaveAttribute(
      'href',
      '/workfolder?workFolder=wf-2025',
    );
  });

  it('makes another folder the current one (the key the top bar reads)', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Make current: Exercice 2025' }));
    expect(window.localStorage.getItem('workFolder')).toBe('wf-2025');
    await waitFor(() => expect(rows()[1]).toHaveAttribute('aria-current', 'true'));
    expect(rows()[0]).not.toHaveAttribute('aria-current');
  });
});

describe('creating a work folder', () => {
  it('suggests the next twelve months, saves, toasts and reloads the list', async () => {
    let created = false;
    const { calls, user } = setup({
      [`POST ${LIST_PATH}`]: () => {
        created = true;
        return jsonResponse(folder2027, 201);
      },
      [`GET ${LIST_PATH}`]: () =>
        jsonResponse(created ? [folder2025, folder2026, folder2027] : [folder2025, folder2026]),
    });
    await user.click(await screen.findByRole('button', { name: 'New work folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New work folder' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('2027');
    // Shown in the interface language (English: month first), sent as YYYY-MM-DD.
    expect(within(dialog).getByLabelText(/^Start date/)).toHaveValue('01/01/2027');
    expect(within(dialog).getByLabelText(/^End date/)).toHaveValue('12/31/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Create the folder' }));
    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toEqual({
      companyId: COMPANY_ID,
      name: '2027',
      startDate: '2027-01-01',
      endDate: '2027-12-31',
    });
    expect(await screen.findByRole('heading', { name: '2027' })).toBeInTheDocument();
    expect(listLoads(calls)).toBe(2);
  });

  it('refuses an end before the start without calling the API', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'New work folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New work folder' });
    fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: '2026-06-30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create the folder' }));
    expect(await within(dialog).findByText('the end date is before the start date')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server field errors under their field', async () => {
    const { user } = setup({
      [`POST ${LIST_PATH}`]: () =>
        jsonResponse(
          {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are invalid.',
            frMessage: 'Certains champs sont invalides.',
            fields: [{ path: 'endDate', code: 'WORK_FOLDER_LONGER_THAN_24_MONTHS' }],
          },
          400,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'New work folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New work folder' });
    await user.click(within(dialog).getByRole('button', { name: 'Create the folder' }));
    expect(await within(dialog).findByText('a work folder lasts at most 24 months')).toBeInTheDocument();
    expect(screen.getByText('VALIDATION_FAILED')).toBeInTheDocument();
  });

  it('shows an overlapping period as the error toast of the HTTP layer', async () => {
    const { user } = setup({
      [`POST ${LIST_PATH}`]: () =>
        jsonResponse(
          {
            code: 'WORK_FOLDER_PERIODS_MUST_NOT_OVERLAP',
            message: 'The period overlaps another work folder of the company.',
            frMessage: 'La période chevauche un autre dossier de la société.',
          },
          409,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'New work folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New work folder' });
    await user.click(within(dialog).getByRole('button', { name: 'Create the folder' }));
    expect(await screen.findByText('WORK_FOLDER_PERIODS_MUST_NOT_OVERLAP')).toBeInTheDocument();
    expect(screen.getByText('The period overlaps another work folder of the company.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New work folder' })).toBeInTheDocument();
  });

  it('renames a folder, keeping its dates', async () => {
    const { calls, user } = setup({
      [`POST ${LIST_PATH}`]: () => jsonResponse({ ...folder2026, name: 'FY 2026' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Rename Exercice 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the work folder' });
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'FY 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toEqual({
      id: 'wf-2026',
      companyId: COMPANY_ID,
      name: 'FY 2026',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
  });
});

describe('closing a work folder', () => {
  const CLOSE_PATH = '/v1/accountings/workFolders/wf-2026/close';

  it('lists what will happen, closes, shows the outcome and makes the next folder current', async () => {
    const { calls, user } = setup({
      [`POST ${CLOSE_PATH}`]: () =>
        jsonResponse({
          closed: { ...folder2026, status: 'CLOSED' },
          next: folder2027,
          closingEntryNumber: 'OD-2026-000013',
          openingEntryNumber: 'AN-2027-000001',
          result: '1250000',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Close Exercice 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Exercice 2026?' });
    const steps = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'No draft may remain: validate or delete every draft first.',
      'The result of the period (classes 6, 7, and 8) is posted to account 131 (profit) or 139 (loss) in the OD journal.',
      'The folder is locked: it can still be read, but nothing can be written into it.',
      'The next folder is opened (created if needed), with opening entries (AN journal) that carry the balance-sheet accounts forward; the result waits there for the meeting to appropriate it (1301 / 1309).',
    ]);
    const draftsNow = await within(dialog).findByText('This folder holds 2 drafts right now.');
    // Orange text on white reads at 3.58:1 (axe, issue #34): the warning is the icon's colour, not the words'.
    expect(draftsNow.getAttribute('style') ?? '').not.toMatch(/orange/);
    await user.click(within(dialog).getByRole('button', { name: 'Close the work folder' }));
    const outcome = await within(dialog).findByTestId('closing-outcome');
    expect(outcome).toHaveTextContent('Exercice 2026 is closed');
    expect(outcome).toHaveTextContent('Profit of the period');
    expect(outcome).toHaveTextContent(/FCFA\s1,250,000/);
    expect(outcome).toHaveTextContent('OD-2026-000013');
    expect(outcome).toHaveTextContent('AN-2027-000001');
    expect(within(dialog).getByText('It is now the current work folder.')).toBeInTheDocument();
    expect(window.localStorage.getItem('workFolder')).toBe('wf-2027');
    expect(screen.getByText('Operation completed successfully')).toBeInTheDocument();
    await waitFor(() => expect(listLoads(calls)).toBe(2));
  });

  it("names a French company's result accounts, 120 / 129, and its classes 6 and 7 (PCG)", async () => {
    const { user } = setup({
      [`GET /v1/companies/${COMPANY_ID}`]: () =>
        jsonResponse({ ...COMPANY, countryCode: 'FR', currency: 'EUR', accountingFramework: 'PCG' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Close Exercice 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Exercice 2026?' });
    const steps = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    expect(steps[1]).toHaveTextContent(
      'The result of the period (classes 6 and 7) is posted to account 120 (profit) or 129 (loss) in the OD journal.',
    );
    expect(steps[3]).toHaveTextContent('the result on 120 or 129 until the meeting appropriates it.');
    expect(dialog).not.toHaveTextContent(/131|139|1301|1309/);
  });

  it('lists the drafts that keep the folder open (WORK_FOLDER_HAS_DRAFTS)', async () => {
    const { user } = setup({
      [`POST ${CLOSE_PATH}`]: () =>
        jsonResponse(
          {
            code: 'WORK_FOLDER_HAS_DRAFTS',
            message: 'Drafts remain in this work folder: validate or delete them before closing it.',
            frMessage: 'Des brouillons restent dans ce dossier.',
            fields: [
              { path: 'documents.doc-1', code: 'JOURNAL_ENTRY_IS_DRAFT' },
              { path: 'documents.doc-2', code: 'JOURNAL_ENTRY_IS_DRAFT' },
            ],
          },
          409,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Close Exercice 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Exercice 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close the work folder' }));
    expect(await screen.findByText('WORK_FOLDER_HAS_DRAFTS')).toBeInTheDocument();
    expect(within(dialog).getByText('Drafts remain in this folder')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Draft 1 (JOURNAL_ENTRY)' })).toHaveAttribute(
      'href',
      '/accounting/entries/doc-1?workFolder=wf-2026',
    );
    expect(within(dialog).getByRole('link', { name: 'Draft 2 (JOURNAL_ENTRY)' })).toBeInTheDocument();
    expect(window.localStorage.getItem('workFolder')).toBe('wf-2026');
  });

  it('says an earlier open folder goes first, and keeps the close button off', async () => {
    const open2025 = { ...folder2025, status: 'OPEN' };
    const { calls, user } = setup({}, [open2025, folder2026]);
    await user.click(await screen.findByRole('button', { name: 'Close Exercice 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Exercice 2026?' });
    expect(within(dialog).getByTestId('earlier-open')).toHaveTextContent(
      'Close Exercice 2025 first: years close in order, since each one opens with the balances of the one before.',
    );
    expect(within(dialog).getByRole('button', { name: 'Close the work folder' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the refusal EARLIER_WORK_FOLDER_MUST_BE_CLOSED in the dialog when the list did not know yet', async () => {
    const { user } = setup({
      [`POST ${CLOSE_PATH}`]: () =>
        jsonResponse(
          {
            code: 'EARLIER_WORK_FOLDER_MUST_BE_CLOSED',
            message: 'An earlier work folder is still open: close the years in order, the earliest first.',
            frMessage: 'Un dossier antérieur est encore ouvert.',
            fields: [{ path: 'workFolders.wf-2025', code: 'WORK_FOLDER_IS_OPEN' }],
          },
          422,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Close Exercice 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Exercice 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close the work folder' }));
    expect(await screen.findByText('EARLIER_WORK_FOLDER_MUST_BE_CLOSED')).toBeInTheDocument();
    expect(await within(dialog).findByTestId('earlier-open')).toHaveTextContent('Close the earlier work folder first');
    expect(within(dialog).getByRole('button', { name: 'Close the work folder' })).toBeDisabled();
  });
});
