import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { todayIsoDate } from '../../../lib/format.ts';
import { switchLanguage } from '../../../lib/language.ts';
import { jsonResponse, renderScreen, signInAs, stubFetch } from '../../../test/render.tsx';
import { COMPANY_ID, CUSTOMER_ID, customer, WORK_FOLDER_ID } from '../../invoices/sales-fixture.ts';
import { catchDownloads } from '../../reports/report-test-setup.ts';
import { PartyDetailScreen } from './party-detail.tsx';

const LETTER_PATH = `/v1/accountings/workFolders/${WORK_FOLDER_ID}/customers/${CUSTOMER_ID}/reminder-letter`;

function setup() {
  signInAs('OWNER');
  window.localStorage.setItem('company', COMPANY_ID);
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}/customers/${CUSTOMER_ID}`]: () =>
      jsonResponse({ ...customer(), balance: '240206', openAmount: '240206', openDocuments: [] }),
    [`GET ${LETTER_PATH}`]: () =>
      new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), {
        headers: { 'Content-Type': 'application/pdf' },
      }),
  });
  renderScreen(
    <PartyDetailScreen partyRole="CUSTOMER" />,
    '/apps/company/customer/:partyId',
    `/apps/company/customer/${CUSTOMER_ID}`,
  );
  return calls;
}

describe('customer page', () => {
  it('downloads the customer’s reminder letter in the company’s language', async () => {
    const calls = setup();
    const saved = catchDownloads();
    await screen.findByRole('heading', { name: 'Hôtel du Wouri' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reminder letter' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual([`reminder-C00001-${todayIsoDate()}.pdf`]));
    const asked = calls.find((call) => new URL(call.url).pathname === LETTER_PATH);
    // No date and no language: today in the company's time zone, in the company's language.
    expect(new URL(asked?.url ?? 'http://x').search).toBe('');
  });

  it('names the button in French', async () => {
    await switchLanguage('fr');
    setup();
    expect(await screen.findByRole('button', { name: 'Lettre de relance' })).toBeInTheDocument();
    await switchLanguage('en');
  });
});
