import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, setTestCookie, stubFetch } from '../../../test/render.tsx';
import { documentMailTarget } from '../api/document-mails.ts';
import { SendByEmailDialog } from './send-by-email-dialog.tsx';

const FOLDER = '0190f1a2-0000-7000-8000-0000000000f1';
const DOCUMENT = '0190f1a2-0000-7000-8000-0000000000d1';
const BASE = `/v1/accountings/documents/${DOCUMENT}/workFolders/${FOLDER}`;
const draft = (language: string) => ({
  to: ['compta@wouri.cm'],
  cc: [],
  subject: language === 'fr' ? 'Facture VE-2026-1 – Cabinet' : 'Invoice VE-2026-1 – Cabinet',
  text: language === 'fr' ? 'Bonjour,' : 'Hello,',
  language,
  attachmentName: 'VE-2026-1.pdf',
});

describe('send by email', () => {
  it("opens prefilled in the party's language, switches it, checks the addresses and sends the edited mail", async () => {
    setTestCookie('XSRF-TOKEN', 'xsrf-1');
    const calls = stubFetch({
      // No language asked: the API answers in the party's own (here English, in a French company).
      [`GET ${BASE}/mail-draft`]: () => jsonResponse(draft('en')),
      [`GET ${BASE}/mail-draft?language=fr`]: () => jsonResponse(draft('fr')),
      [`POST ${BASE}/mails`]: () =>
        jsonResponse(
          {
            id: 'm1',
            kind: 'INVOICE',
            to: ['compta@wouri.cm'],
            cc: [],
            subject: 'x',
            state: 'QUEUED',
            attempts: 0,
            lastError: null,
            createdAt: '2026-03-01T10:00:00Z',
            sentAt: null,
            attachments: [],
          },
          201,
        ),
    });
    const user = userEvent.setup();
    renderScreen(
      <SendByEmailDialog
        opened
        onClose={() => undefined}
        target={documentMailTarget(FOLDER, DOCUMENT)}
        title="Send VE-2026-1 by email"
      />,
      '/sale/invoices/x',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send VE-2026-1 by email' });
    await within(dialog).findByText('Attached: VE-2026-1.pdf');
    expect(within(dialog).getByLabelText(/^To/)).toHaveValue('compta@wouri.cm');
    expect(within(dialog).getByLabelText(/^Subject/)).toHaveValue('Invoice VE-2026-1 – Cabinet');
    expect(within(dialog).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(dialog).getByText('Français'));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Subject/)).toHaveValue('Facture VE-2026-1 – Cabinet'));

    await user.type(within(dialog).getByLabelText(/^Cc/), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('an address is not valid')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Cc/));
    await user.type(within(dialog).getByLabelText(/^Cc/), 'Gerant@Wouri.cm');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(await calls.find((call) => call.method === 'POST')?.json()).toEqual({
      to: ['compta@wouri.cm'],
      cc: ['gerant@wouri.cm'],
      subject: 'Facture VE-2026-1 – Cabinet',
      text: 'Bonjour,',
      language: 'fr',
    });
  });
});
