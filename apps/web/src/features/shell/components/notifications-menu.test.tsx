import type { Notification } from '@bilan/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, LocationProbe, renderRoutes, stubFetch } from '../../../test/render.tsx';
import { COMPANY_ID, company, invoice, WORK_FOLDER_ID } from '../../invoices/sales-fixture.ts';
import { NOTIFICATIONS_REFRESH_MS } from '../../notifications/api/get-notifications.ts';
import { NotificationsMenu } from './notifications-menu.tsx';

const NOTIFICATIONS_PATH = `/v1/companies/${COMPANY_ID}/notifications`;
const OTHER_FOLDER = '0190f1a2-0000-7000-8000-0000000000f0';

const overdueInvoice: Notification = {
  kind: 'INVOICE_OVERDUE',
  subjectId: 'doc-1',
  workFolderId: OTHER_FOLDER,
  number: 'FAC-2026-000001',
  partyName: 'Hôtel du Wouri',
  date: '2026-02-10',
  amount: '119250',
  days: 18,
};
const overdueBill: Notification = {
  ...overdueInvoice,
  kind: 'BILL_OVERDUE',
  subjectId: 'bill-1',
  number: 'AC-2026-000004',
  partyName: 'Brasseries du Cameroun',
  days: 1,
};
const staleDraft: Notification = {
  kind: 'DRAFT_STALE',
  subjectId: 'draft-1',
  workFolderId: WORK_FOLDER_ID,
  number: null,
  partyName: null,
  date: '2026-02-01',
  amount: null,
  days: 27,
};
const endingFolder: Notification = {
  kind: 'WORK_FOLDER_ENDING',
  subjectId: WORK_FOLDER_ID,
  workFolderId: WORK_FOLDER_ID,
  number: 'Exercice 2026',
  partyName: null,
  date: '2026-12-31',
  amount: null,
  days: 12,
};

function setup(answers: { count: number; items: Notification[] }[], extra: Parameters<typeof stubFetch>[0] = {}) {
  window.localStorage.setItem('company', COMPANY_ID);
  let call = 0;
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company()),
    [`GET ${NOTIFICATIONS_PATH}`]: () => jsonResponse(answers[Math.min(call++, answers.length - 1)]),
    ...extra,
  });
  const view = renderRoutes(
    [
      { path: '/apps/home', element: <NotificationsMenu /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/apps/home',
  );
  return { calls, view, user: userEvent.setup() };
}

const loginFailures: Notification = {
  kind: 'LOGIN_FAILURES',
  subjectId: 'user-1',
  workFolderId: '',
  number: null,
  partyName: null,
  date: '2026-02-27',
  amount: null,
  days: 1,
  attempts: 7,
};

const listed = { count: 4, items: [staleDraft, overdueInvoice, endingFolder, overdueBill] };

describe('notifications bell', () => {
  it('counts the notifications on the bell and lists each one translated, with its amount and date', async () => {
    const { user } = setup([listed]);
    const bell = await screen.findByRole('button', { name: 'Notifications (4)' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('4');
    await user.click(bell);
    const items = await screen.findAllByTestId('notification-item');
    expect(items.map((item) => item.getAttribute('data-kind'))).toEqual([
      'DRAFT_STALE',
      'INVOICE_OVERDUE',
      'WORK_FOLDER_ENDING',
      'BILL_OVERDUE',
    ]);
    expect(screen.getByText('4 notifications')).toBeInTheDocument();
    const invoiceItem = items[1] as HTMLElement;
    expect(within(invoiceItem).getByText('Invoice FAC-2026-000001 is overdue')).toBeInTheDocument();
    expect(
      within(invoiceItem).getByText(/Hôtel du Wouri · FCFA\s119,250 due since Feb 10, 2026 · 18 days late/),
    ).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Draft untouched since Feb 1, 2026')).toBeInTheDocument();
    expect(
      within(items[2] as HTMLElement).getByText('Work folder Exercice 2026 ends on Dec 31, 2026'),
    ).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('in 12 days')).toBeInTheDocument();
    expect(within(items[3] as HTMLElement).getByText(/1 day late$/)).toBeInTheDocument();
  });

  it("says 'no notification' when there is none, and shows no badge", async () => {
    const { user } = setup([{ count: 0, items: [] }]);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('no notification')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-item')).not.toBeInTheDocument();
  });

  it('opens an overdue invoice in its own work folder', async () => {
    const { user, view } = setup([listed]);
    await user.click(await screen.findByRole('button', { name: 'Notifications (4)' }));
    await user.click(await screen.findByText('Invoice FAC-2026-000001 is overdue'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/sale/invoices/doc-1'));
    expect(window.localStorage.getItem('workFolder')).toBe(OTHER_FOLDER);
  });

  it('tells of wrong passwords tried on the account and opens the password page, keeping the work folder', async () => {
    window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
    const { user, view } = setup([{ count: 1, items: [loginFailures] }]);
    await user.click(await screen.findByRole('button', { name: 'Notifications (1)' }));
    const item = await screen.findByText('7 wrong passwords tried on your account');
    expect(screen.getByText(/last on Feb 27, 2026 · if it was not you, change your password/)).toBeInTheDocument();
    await user.click(item);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/user/password'));
    expect(window.localStorage.getItem('workFolder')).toBe(WORK_FOLDER_ID);
  });

  it('reads a stale draft to know its screen: a journal entry opens in the entry editor', async () => {
    const { user, view } = setup([listed], {
      [`GET /v1/accountings/documents/draft-1/workFolders/${WORK_FOLDER_ID}`]: () =>
        jsonResponse({ ...invoice({ id: 'draft-1', state: 'DRAFT', number: null }), type: 'JOURNAL_ENTRY' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications (4)' }));
    await user.click(await screen.findByText('Draft untouched since Feb 1, 2026'));
    await waitFor(() =>
      expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe(
        `/accounting/entries/draft-1?workFolder=${WORK_FOLDER_ID}`,
      ),
    );
  });

  it('asks again every minute: a paid invoice leaves the bell', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = setup([
      { count: 1, items: [overdueInvoice] },
      { count: 0, items: [] },
    ]);
    expect(await screen.findByRole('button', { name: 'Notifications (1)' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_REFRESH_MS));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/notifications'))).toHaveLength(2);
  });
});
