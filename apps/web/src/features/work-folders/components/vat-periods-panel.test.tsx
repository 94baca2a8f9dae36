import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, stubFetch } from '../../../test/render.tsx';
import { COMPANY, COMPANY_ID, WORK_FOLDER_ID, WORK_FOLDERS } from '../../journal-entries/entry-fixtures.ts';
import { VatPeriodsPanel } from './vat-periods-panel.tsx';

const period = (month: string, state: 'OPEN' | 'FILED', deadline: string) => ({
  period: `2026-${month}`,
  from: `2026-${month}-01`,
  to: `2026-${month}-28`,
  state,
  deadline,
  returnId: state === 'FILED' ? 'ret-1' : null,
  netDue: state === 'FILED' ? '0' : null,
  credit: state === 'FILED' ? '0' : null,
  amountPaid: '0',
  refundClaimed: '0',
  paid: state === 'FILED',
});

describe('VAT periods on the work folder summary', () => {
  it('shows each period as open or filed and locked, leading to its month close', async () => {
    window.localStorage.setItem('company', COMPANY_ID);
    stubFetch({
      [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(COMPANY),
      [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse(WORK_FOLDERS),
      [`GET /v1/accountings/workFolders/${WORK_FOLDER_ID}/vat-periods`]: () =>
        jsonResponse({
          frequency: 'MONTHLY',
          items: [period('01', 'FILED', '2026-02-15'), period('02', 'OPEN', '2026-03-15')],
        }),
    });
    renderScreen(<VatPeriodsPanel workFolderId={WORK_FOLDER_ID} />, '/workfolder');
    const table = await screen.findByRole('table', { name: 'VAT periods' });
    expect(table.querySelector('[data-period="2026-01"]')).toHaveTextContent('return filed, locked');
    expect(table.querySelector('[data-period="2026-02"]')).toHaveTextContent('open');
    expect(screen.getByRole('link', { name: 'Jan 1, 2026 – Jan 28, 2026' })).toHaveAttribute(
      'href',
      '/accounting/month-close?period=2026-01',
    );
  });
});
