import type { Role } from '@bilan/contract';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, renderScreen, signInAs, stubFetch } from '../../test/render.tsx';
import { TEST_CHART } from '../chart-of-accounts/chart-fixture.ts';
import { ChartOfAccountsScreen } from '../chart-of-accounts/components/chart-of-accounts-screen.tsx';
import { DocumentScreen } from '../invoices/components/document-screen.tsx';
import {
  COMPANY_ID,
  CUSTOMER_ID,
  company,
  customer,
  INVOICE_ID,
  invoice,
  page,
  WORK_FOLDER,
  WORK_FOLDER_ID,
} from '../invoices/sales-fixture.ts';
import { EntriesListScreen } from '../journal-entries/components/entries-list-screen.tsx';
import { BALANCED_LINES, entryDocument, JOURNALS } from '../journal-entries/entry-fixtures.ts';
import { PartyList } from '../parties/components/party-list.tsx';
import { CreateMenu } from '../shell/components/create-menu.tsx';
import { WorkFolderList } from '../work-folders/components/work-folder-list.tsx';

/** Every answer the representative screens ask for: one company, its open folder, a customer, a validated invoice. */
function stubApi() {
  stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company()),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse([WORK_FOLDER]),
    [`GET /v1/accountings/companies/${COMPANY_ID}/journals`]: () => jsonResponse(JOURNALS),
    [`GET /v1/accountings/companies/${COMPANY_ID}/chart-of-accounts`]: () => jsonResponse(TEST_CHART),
    [`GET /v1/accountings/documents/workFolders/${WORK_FOLDER_ID}`]: () =>
      jsonResponse(page([entryDocument('doc-1', 'VALIDATED', BALANCED_LINES)])),
    [`GET /v1/accountings/documents/${INVOICE_ID}/workFolders/${WORK_FOLDER_ID}`]: () => jsonResponse(invoice()),
    [`GET /v1/accountings/payments/workFolders/${WORK_FOLDER_ID}`]: () => jsonResponse(page([])),
    [`GET /v1/companies/${COMPANY_ID}/customers`]: () => jsonResponse(page([customer()])),
    [`GET /v1/companies/${COMPANY_ID}/customers/${CUSTOMER_ID}`]: () =>
      jsonResponse({ ...customer(), openDocuments: [], openAmount: '0' }),
  });
}

function signedInAs(role: Role) {
  window.localStorage.setItem('company', COMPANY_ID);
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  signInAs(role);
  stubApi();
}

interface GatedScreen {
  name: string;
  render: () => void;
  /** Shown once the screen has loaded, for every role. */
  loaded: RegExp;
  /** The write actions, by accessible name: none for a viewer, all for an accountant. */
  writes: RegExp[];
}

const at = (element: ReactElement, path: string) => () => {
  renderScreen(element, path);
};

const SCREENS: GatedScreen[] = [
  {
    name: 'journal entries',
    render: at(<EntriesListScreen />, '/accounting/entries'),
    loaded: /OD-2026-000001/,
    writes: [/^New entry$/],
  },
  {
    name: 'a validated invoice',
    render: () => {
      renderRoutes(
        [{ path: '/sale/invoices/:documentId', element: <DocumentScreen type="SALE_INVOICE" /> }],
        `/sale/invoices/${INVOICE_ID}`,
      );
    },
    loaded: /^Download PDF$/,
    writes: [/^Cancel the document$/, /^Issue a credit note$/, /^Record a payment$/],
  },
  {
    name: 'customers',
    render: at(<PartyList partyRole="CUSTOMER" />, '/apps/company/customer'),
    loaded: /Hôtel du Wouri/,
    writes: [/^New customer$/],
  },
  {
    name: 'work folders',
    render: at(<WorkFolderList />, '/apps/workfolder/list'),
    loaded: /^Open the summary: Exercice 2026$/,
    writes: [/^New work folder$/, /^Rename Exercice 2026$/, /^Close Exercice 2026$/],
  },
  {
    name: 'chart of accounts',
    render: at(<ChartOfAccountsScreen />, '/apps/accounting/chart-of-accounts'),
    loaded: /^Expand all$/,
    writes: [/^New account$/],
  },
];

const writeControls = (name: RegExp) => [
  ...screen.queryAllByRole('button', { name }),
  ...screen.queryAllByRole('link', { name }),
];

/** Waits until the screen shows what it always shows once its data is there. */
async function loadedScreen(gated: GatedScreen) {
  await waitFor(() =>
    expect(screen.queryAllByText(gated.loaded).length + writeControls(gated.loaded).length).toBeGreaterThan(0),
  );
}

describe('write actions follow the permissions of the session token', () => {
  it.each(SCREENS)('$name: a VIEWER sees no write action', async (gated) => {
    signedInAs('VIEWER');
    gated.render();
    await loadedScreen(gated);
    for (const name of gated.writes) expect(writeControls(name), String(name)).toEqual([]);
  });

  it.each(SCREENS)('$name: an ACCOUNTANT sees every write action', async (gated) => {
    signedInAs('ACCOUNTANT');
    gated.render();
    await loadedScreen(gated);
    for (const name of gated.writes) {
      await waitFor(() => expect(writeControls(name).length, String(name)).toBeGreaterThan(0));
    }
  });

  it('the create menu is gone for a VIEWER and offers an ACCOUNTANT what they may create', async () => {
    signedInAs('VIEWER');
    const viewer = renderScreen(<CreateMenu />, '/apps/home');
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    viewer.unmount();
    signedInAs('ACCOUNTANT');
    renderScreen(<CreateMenu />, '/apps/home');
    expect(screen.getAllByRole('button', { name: 'Create' }).length).toBeGreaterThan(0);
  });
});
