import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, signInAs, stubFetch } from '../../../test/render.tsx';
import { WorkFolderGate } from '../../invoices/public.ts';
import { COMPANY, COMPANY_ID, WORK_FOLDER_ID, WORK_FOLDERS } from '../../journal-entries/entry-fixtures.ts';
import en from '../fixed-assets.en.json';
import fr from '../fixed-assets.fr.json';
import { BillAssetLinesPanel } from './bill-asset-lines.tsx';
import { FixedAssetRegisterScreen } from './fixed-asset-register-screen.tsx';
import { FixedAssetScreen } from './fixed-asset-screen.tsx';

const REGISTER = `/v1/accountings/workFolders/${WORK_FOLDER_ID}/fixed-assets`;

const VEHICLE = {
  id: 'a1',
  label: 'Toyota Hilux',
  categoryId: 'c1',
  categoryLabel: 'Matériel automobile',
  origin: 'BILL',
  documentId: 'd1',
  assetAccountNumber: '2451',
  acquiredOn: '2026-03-14',
  inServiceOn: '2026-03-14',
  method: 'STRAIGHT_LINE',
  taxMethod: null,
  usefulLifeYears: 5,
  grossValue: '18000000',
  accumulatedDepreciation: '2870000',
  netBookValue: '15130000',
  disposedOn: null,
  disposalKind: null,
  proceeds: null,
  disposalGain: null,
};

const year = (endDate: string, depreciation: string, accumulated: string, booked: string, fullyBooked: boolean) => ({
  startDate: `${endDate.slice(0, 4)}-01-01`,
  endDate,
  depreciation,
  accumulated,
  netBookValue: String(18_000_000 - Number(accumulated)),
  excessChange: '0',
  booked,
  fullyBooked,
});

function setup(extra: Parameters<typeof stubFetch>[0] = {}) {
  signInAs('OWNER');
  window.localStorage.setItem('company', COMPANY_ID);
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  return stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(COMPANY),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse(WORK_FOLDERS),
    ...extra,
  });
}

describe('the fixed-asset screens', () => {
  it('have the same words in French and English', () => {
    const keys = (words: object, prefix = ''): string[] =>
      Object.entries(words).flatMap(([key, value]) =>
        typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('list the register with its totals and book the year once', async () => {
    const calls = setup({
      [`GET ${REGISTER}`]: () =>
        jsonResponse({
          items: [VEHICLE],
          total: 1,
          nextCursor: null,
          totals: { grossValue: '18000000', accumulatedDepreciation: '2870000', netBookValue: '15130000' },
        }),
      [`POST ${REGISTER}/depreciation`]: () =>
        jsonResponse({
          periodEndDate: '2026-12-31',
          entries: [{ entryNumber: 'OD-2026-000002', categoryLabel: 'Matériel automobile', amount: '2870000' }],
          assetCount: 1,
          total: '2870000',
        }),
    });
    renderScreen(
      <WorkFolderGate>{(folder) => <FixedAssetRegisterScreen folder={folder} />}</WorkFolderGate>,
      '/accounting/fixed-assets',
    );
    const table = await screen.findByTestId('fixed-asset-register');
    expect(within(table).getByRole('link', { name: 'Toyota Hilux' })).toHaveAttribute(
      'href',
      '/accounting/fixed-assets/a1',
    );
    expect(screen.getByTestId('total-net')).toHaveTextContent(/15,130,000/);
    fireEvent.click(screen.getByRole('button', { name: 'Book depreciation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
    expect(await screen.findByTestId('depreciation-run')).toHaveTextContent(/2,870,000.*OD-2026-000002/);
    const posted = calls.find((call) => call.method === 'POST');
    expect(await posted?.json()).toEqual({ period: 'YEAR' });
  });

  it('show an asset’s schedule with the booked years marked, and sell it', async () => {
    const calls = setup({
      [`GET ${REGISTER}/a1`]: () =>
        jsonResponse({
          ...VEHICLE,
          priorDepreciation: '0',
          schedule: [
            year('2026-12-31', '2870000', '2870000', '2870000', true),
            year('2027-12-31', '3600000', '6470000', '0', false),
          ],
          bookings: [
            {
              periodKind: 'YEAR',
              periodEndDate: '2026-12-31',
              amount: '2870000',
              excessChange: '0',
              entryId: 'e1',
              entryNumber: 'OD-2026-000002',
            },
          ],
          disposalEntryNumber: null,
        }),
      [`POST ${REGISTER}/a1/disposal`]: () =>
        jsonResponse({
          ...VEHICLE,
          priorDepreciation: '0',
          schedule: [],
          bookings: [],
          disposalEntryNumber: 'OD-2026-000003',
        }),
    });
    renderScreen(
      <WorkFolderGate>{(folder) => <FixedAssetScreen folder={folder} assetId="a1" />}</WorkFolderGate>,
      '/accounting/fixed-assets/a1',
    );
    const schedule = await screen.findByTestId('depreciation-schedule');
    // Amounts read in the company's currency once the company is loaded.
    await waitFor(() => expect(within(schedule).getAllByRole('row')[1]).toHaveTextContent(/2,870,000.*Booked/));
    expect(within(schedule).getAllByRole('row')[2]).toHaveTextContent(/3,600,000.*To book/);
    expect(screen.getByText('OD-2026-000002')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sell or scrap' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Date/), { target: { value: '06/30/2026' } });
    fireEvent.blur(within(dialog).getByLabelText(/Date/));
    fireEvent.change(within(dialog).getByLabelText('Sale price (excluding VAT)'), { target: { value: '12,000,000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book the disposal' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const posted = calls.find((call) => call.method === 'POST');
    expect(await posted?.json()).toMatchObject({ kind: 'SALE', proceeds: '12000000', outsideOrdinaryActivity: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offer a validated bill’s class-2 line as an asset, its category chosen by the line’s account', async () => {
    const calls = setup({
      [`GET ${REGISTER}/bill-lines?documentId=d1`]: () =>
        jsonResponse([
          {
            documentLineId: 'l1',
            description: 'Toyota Hilux',
            accountNumber: '2451',
            amount: '18000000',
            documentDate: '2026-03-14',
            assetId: null,
          },
        ]),
      [`GET /v1/accountings/companies/${COMPANY_ID}/fixed-asset-categories`]: () =>
        jsonResponse([
          {
            id: 'c0',
            code: 'OFFICE_EQUIPMENT',
            label: 'Matériel de bureau',
            assetAccountNumber: '2441',
            depreciationAccountNumber: '2844',
            expenseAccountNumber: '6813',
            usefulLifeYears: 5,
          },
          {
            id: 'c1',
            code: 'VEHICLES',
            label: 'Matériel automobile',
            assetAccountNumber: '2451',
            depreciationAccountNumber: '2845',
            expenseAccountNumber: '6813',
            usefulLifeYears: 5,
          },
        ]),
      [`POST ${REGISTER}`]: () =>
        jsonResponse(
          { ...VEHICLE, priorDepreciation: '0', schedule: [], bookings: [], disposalEntryNumber: null },
          201,
        ),
    });
    renderScreen(
      <WorkFolderGate>{(folder) => <BillAssetLinesPanel folder={folder} documentId="d1" />}</WorkFolderGate>,
      '/purchase/bills/d1',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Create the asset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create the asset of a bill line' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Category/ })).toHaveValue('2451 — Matériel automobile'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to the register' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/accounting/fixed-assets/a1');
    const posted = calls.find((call) => call.method === 'POST');
    expect(await posted?.json()).toEqual({
      label: 'Toyota Hilux',
      categoryId: 'c1',
      inServiceOn: null,
      method: 'STRAIGHT_LINE',
      taxMethod: null,
      usefulLifeYears: null,
      documentLineId: 'l1',
    });
  });
});
