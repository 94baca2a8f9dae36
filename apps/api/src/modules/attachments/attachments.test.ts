import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeState, createDraft, type LedgerCompany, ledgerCompany } from '../../testing/ledger-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
let company: LedgerCompany;
beforeAll(async () => {
  context = await createTestContext();
  company = await ledgerCompany(context.app);
});
afterAll(() => context.close());

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(24, 1)]);
const base = (owner = company) => `/v1/accountings/companies/${owner.companyId}/attachments`;

function upload(owner: { documentId?: string; paymentId?: string }, fileName: string, bytes: Buffer, as = company) {
  return call(
    context.app,
    'POST',
    base(as),
    { ...owner, fileName, content: bytes.toString('base64') },
    { token: as.token },
  );
}

async function listOf(documentId: string, as = company) {
  return call(context.app, 'GET', `${base(as)}?documentId=${documentId}`, undefined, { token: as.token });
}

describe('attachments on a journal entry', () => {
  it('stores a receipt with its SHA-256, lists it, gives its bytes back, and keeps it once validated', async () => {
    const draft = await createDraft(context.app, company);
    const created = await upload({ documentId: draft.id }, 'reçu "taxi".pdf', PDF);
    expect(created.statusCode, created.body).toBe(201);
    const sha256 = createHash('sha256').update(PDF).digest('hex');
    expect(created.json()).toMatchObject({
      documentId: draft.id,
      paymentId: null,
      fileName: 'reçu "taxi".pdf',
      mediaType: 'application/pdf',
      sizeBytes: PDF.length,
      sha256,
      eInvoice: false,
      removable: true,
    });

    const image = await upload({ documentId: draft.id }, 'photo.jpg', PNG);
    // Named .jpg, told a PNG by its content.
    expect(image.json()).toMatchObject({ mediaType: 'image/png' });
    const listed = await listOf(draft.id);
    expect(listed.json().map((row: { fileName: string }) => row.fileName)).toEqual(['reçu "taxi".pdf', 'photo.jpg']);

    const content = await call(context.app, 'GET', `${base()}/${created.json().id}/content`, undefined, {
      token: company.token,
    });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.headers['content-disposition']).toBe(
      `attachment; filename="re_u _taxi_.pdf"; filename*=UTF-8''re%C3%A7u%20%22taxi%22.pdf`,
    );
    expect(content.rawPayload.equals(PDF)).toBe(true);

    const removed = await call(context.app, 'DELETE', `${base()}/${image.json().id}`, undefined, {
      token: company.token,
    });
    expect(removed.statusCode, removed.body).toBe(204);

    expect((await changeState(context.app, company, draft.id, 'VALIDATED')).statusCode).toBe(200);
    const kept = await call(context.app, 'DELETE', `${base()}/${created.json().id}`, undefined, {
      token: company.token,
    });
    expect(kept.statusCode).toBe(422);
    expect(errorOf(kept).code).toBe('ATTACHMENT_OWNER_MUST_BE_DRAFT');
    // Added to, still.
    expect((await upload({ documentId: draft.id }, 'contrat.pdf', PDF)).statusCode).toBe(201);
    expect((await listOf(draft.id)).json()).toMatchObject([
      { fileName: 'reçu "taxi".pdf', removable: false },
      { fileName: 'contrat.pdf', removable: false },
    ]);
  });

  it.each([
    ['a script named .pdf', 'facture.pdf', Buffer.from('#!/bin/sh\necho owned\n'), 415, 'ATTACHMENT_TYPE_NOT_ALLOWED'],
    [
      'an HTML page named .png',
      'image.png',
      Buffer.from('<html><script>alert(1)</script>'),
      415,
      'ATTACHMENT_TYPE_NOT_ALLOWED',
    ],
    [
      'a file over the 1 MB limit',
      'big.pdf',
      Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]),
      413,
      'ATTACHMENT_TOO_LARGE',
    ],
  ])('refuses %s, writing nothing', async (_case, fileName, bytes, status, code) => {
    const settings = await call(context.app, 'GET', `/v1/companies/${company.companyId}/settings`, undefined, {
      token: company.token,
    });
    const { companyId: _id, updatedAt: _at, eInvoicing: _e, ...saved } = settings.json();
    const limited = await call(
      context.app,
      'PUT',
      `/v1/companies/${company.companyId}/settings`,
      { ...saved, attachmentMaxMegabytes: 1 },
      { token: company.token },
    );
    expect(limited.statusCode, limited.body).toBe(200);
    const draft = await createDraft(context.app, company);
    const refused = await upload({ documentId: draft.id }, fileName, bytes);
    expect(refused.statusCode, refused.body).toBe(status);
    expect(errorOf(refused).code).toBe(code);
    expect((await listOf(draft.id)).json()).toEqual([]);
  });

  it("never shows nor takes another company's files", async () => {
    const other = await ledgerCompany(context.app);
    const draft = await createDraft(context.app, company);
    const mine = (await upload({ documentId: draft.id }, 'a.pdf', PDF)).json();
    expect((await upload({ documentId: draft.id }, 'b.pdf', PDF, other)).statusCode).toBe(404);
    expect((await listOf(draft.id, other)).statusCode).toBe(404);
    const read = await call(context.app, 'GET', `${base(other)}/${mine.id}/content`, undefined, { token: other.token });
    expect(read.statusCode).toBe(404);
    const deleted = await call(context.app, 'DELETE', `${base(other)}/${mine.id}`, undefined, { token: other.token });
    expect(deleted.statusCode).toBe(404);
    // Through the other company's URL with one's own token: the company of the URL must be the token's.
    const crossed = await call(context.app, 'GET', `${base(other)}?documentId=${draft.id}`, undefined, {
      token: company.token,
    });
    expect(crossed.statusCode).toBe(404);
    expect((await listOf(draft.id)).json()).toMatchObject([{ id: mine.id }]);
  });

  it('goes with its draft when the draft is deleted', async () => {
    const draft = await createDraft(context.app, company);
    const file = (await upload({ documentId: draft.id }, 'a.pdf', PDF)).json();
    const deleted = await call(
      context.app,
      'DELETE',
      `/v1/accountings/documents/${draft.id}/workFolders/${company.workFolderId}`,
      undefined,
      { token: company.token },
    );
    expect(deleted.statusCode, deleted.body).toBe(204);
    const read = await call(context.app, 'GET', `${base()}/${file.id}/content`, undefined, { token: company.token });
    expect(read.statusCode).toBe(404);
  });
});
