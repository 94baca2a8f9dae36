import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, stubFetch } from '../../../test/render.tsx';
import { DocumentMails } from './document-mails.tsx';

const FOLDER = '0190f1a2-0000-7000-8000-0000000000f1';
const DOCUMENT = '0190f1a2-0000-7000-8000-0000000000d1';
const mail = (id: string, kept: boolean) => ({
  id,
  kind: 'INVOICE',
  to: ['compta@wouri.cm'],
  cc: [],
  subject: 'Invoice VE-2026-1',
  state: 'SENT',
  attempts: 1,
  lastError: null,
  createdAt: '2026-03-01T10:00:00Z',
  sentAt: '2026-03-01T10:00:05Z',
  attachments: [{ fileName: `VE-2026-1-${id}.pdf`, size: 2048, sha256: 'ab'.repeat(32), kept }],
});

describe("a document's mail history", () => {
  it('names the file each mail carried, and says when its bytes are no longer kept', async () => {
    stubFetch({
      [`GET /v1/accountings/documents/${DOCUMENT}/workFolders/${FOLDER}/mails`]: () =>
        jsonResponse([mail('new', true), mail('old', false)]),
    });
    renderScreen(<DocumentMails workFolderId={FOLDER} documentId={DOCUMENT} />, '/sale/invoices/x');
    expect(await screen.findByText(/ · VE-2026-1-new\.pdf$/)).toBeInTheDocument();
    expect(screen.getByText(/ · VE-2026-1-old\.pdf \(file no longer kept\)$/)).toBeInTheDocument();
  });
});
