import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Books, books, doc, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { pdfToText, startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';
import { createMailTransport } from '../mail/mail-transport.ts';
import { createMailWorker, type MailWorker } from '../mail/mail-worker.ts';

let context: TestContext;
let smtp: TestSmtpServer;
let worker: MailWorker;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
  context = await createTestContext({ smtpUrl, publicUrl: 'https://books.example.test', mailsPerCompanyPerHour: 5 });
  const transport = createMailTransport({
    smtpUrl,
    mailFrom: 'no-reply@example.test',
    dataDir: '/nonexistent',
    log: () => {},
  });
  worker = createMailWorker(context.handle.db, transport, { retryBaseMs: 10, polling: false });
});
afterAll(async () => {
  await worker.stop();
  await context.close();
  await smtp.close();
});

const LINE = { quantity: '2', unitPrice: '50000', vatRate: '19.25' };

async function customer(company: Books, name: string, email?: string, language?: 'en' | 'fr'): Promise<string> {
  const response = await call(
    context.app,
    'POST',
    `/v1/companies/${company.companyId}/customers`,
    { name, ...(email ? { email } : {}), ...(language ? { language } : {}) },
    { token: company.token },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** What the dialog sends back of a draft: everything but the attachment's name. */
const bodyOf = ({ attachmentName: _, ...body }: Record<string, unknown>) => body;

const mailsUrl = (company: Books, id: string) => `${doc(company, id)}/mails`;

describe('an invoice by mail', () => {
  it('prefills the customer, sends the PDF and shows when and to whom in its history', async () => {
    const company = await books(context.app);
    const partyId = await customer(company, 'Hôtel du Wouri', 'compta@wouri.cm');
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [LINE], { partyId });
    const draft = await call(context.app, 'GET', `${doc(company, invoice.id)}/mail-draft`, undefined, {
      token: company.token,
    });
    // 2 × 50 000 + 19.25 % VAT = 119 250 XAF, in the company's language (French).
    expect(draft.json()).toMatchObject({
      to: ['compta@wouri.cm'],
      cc: [],
      subject: `Facture ${invoice.number} – ${(await companyName(company)) ?? ''}`,
      language: 'fr',
      attachmentName: `${invoice.number}.pdf`,
    });
    expect(draft.json().text).toMatch(/d’un montant de 119\s250\sXAF/);

    const sent = await call(
      context.app,
      'POST',
      mailsUrl(company, invoice.id),
      { ...bodyOf(draft.json()), to: ['Compta@Wouri.cm'], cc: ['gerant@wouri.cm'] },
      { token: company.token },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ state: 'QUEUED', to: ['compta@wouri.cm'], cc: ['gerant@wouri.cm'] });
    await worker.runOnce();

    const mail = smtp.received.find((item) => item.subject === draft.json().subject);
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('compta@wouri.cm');
    expect(mail?.cc && !Array.isArray(mail.cc) ? mail.cc.text : '').toBe('gerant@wouri.cm');
    expect(mail?.replyTo?.text).toBe(company.email);
    expect(mail?.from?.value[0]?.address).toBe('no-reply@example.test');
    expect(mail?.messageId).toMatch(/@books\.example\.test>$/);
    expect(mail?.text).toContain(invoice.number);
    const [pdf] = mail?.attachments ?? [];
    expect(pdf).toMatchObject({ filename: `${invoice.number}.pdf`, contentType: 'application/pdf' });
    const pdfText = pdfToText(pdf?.content ?? Buffer.alloc(0));
    expect(pdfText).toContain(invoice.number);
    expect(pdfText).toContain('Hôtel du Wouri');
    expect(pdfText).toMatch(/119\s?250/);

    const history = await call(context.app, 'GET', mailsUrl(company, invoice.id), undefined, { token: company.token });
    expect(history.json()).toEqual([
      expect.objectContaining({ state: 'SENT', to: ['compta@wouri.cm'], sentAt: expect.any(String) }),
    ]);
  });
});

describe('bad mails', () => {
  it('refuses bad recipients, line breaks, drafts and other companies with codes, queuing nothing', async () => {
    const company = await books(context.app);
    const partyId = await customer(company, 'Client', 'client@example.cm');
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [LINE], { partyId });
    const body = { to: ['client@example.cm'], subject: 'Facture', text: 'Bonjour' };
    const send = (extra: Record<string, unknown>, id = invoice.id, token = company.token) =>
      call(context.app, 'POST', mailsUrl(company, id), { ...body, ...extra }, { token });
    const badRecipient = await send({ to: ['not-an-address'] });
    expect([badRecipient.statusCode, errorOf(badRecipient).fields]).toEqual([
      400,
      [{ path: 'to.0', code: 'RECIPIENT_INVALID' }],
    ]);
    const injected = await send({ subject: 'Facture\r\nBcc: spy@evil.test' });
    expect(errorOf(injected).fields).toEqual([{ path: 'subject', code: 'SUBJECT_HAS_LINE_BREAK' }]);
    const bccInTo = await send({ to: ['client@example.cm\r\nBcc: spy@evil.test'] });
    expect(bccInTo.statusCode).toBe(400);
    const noOne = await send({ to: [] });
    expect(errorOf(noOne).fields).toEqual([{ path: 'to', code: 'RECIPIENT_REQUIRED' }]);

    const draft = await call(
      context.app,
      'POST',
      `/v1/accountings/documents/workFolders/${company.workFolderId}`,
      { type: 'SALE_INVOICE', date: `${company.year}-03-01`, partyId, lines: [{ description: 'A', ...LINE }] },
      { token: company.token },
    );
    const ofDraft = await send({}, draft.json().id);
    expect([ofDraft.statusCode, errorOf(ofDraft).code]).toEqual([422, 'DOCUMENT_MUST_BE_VALIDATED_TO_MAIL']);

    const other = await books(context.app);
    const foreign = await call(
      context.app,
      'POST',
      `${doc(company, invoice.id).replace(company.workFolderId, other.workFolderId)}/mails`,
      body,
      {
        token: other.token,
      },
    );
    expect(foreign.statusCode).toBe(404);
    const history = await call(context.app, 'GET', mailsUrl(company, invoice.id), undefined, { token: company.token });
    expect(history.json()).toEqual([]);
  });
});

describe("the month's invoices by mail", () => {
  it("sends the month's invoices at once, leaving out those sent and those without an address", async () => {
    const company = await books(context.app);
    const withEmail = await customer(company, 'Avec email', 'avec@example.cm');
    const first = await validatedInvoice(context.app, company, 'SALE_INVOICE', [LINE], { partyId: withEmail });
    const second = await validatedInvoice(context.app, company, 'SALE_INVOICE', [LINE], { partyId: withEmail });
    const noEmail = await validatedInvoice(context.app, company, 'SALE_INVOICE', [LINE]);
    const url = `/v1/accountings/workFolders/${company.workFolderId}/invoice-mails`;
    await call(
      context.app,
      'POST',
      mailsUrl(company, first.id),
      { to: ['avec@example.cm'], subject: 'S', text: 'T' },
      {
        token: company.token,
      },
    );
    const bulk = await call(context.app, 'POST', url, { month: `${company.year}-03` }, { token: company.token });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toEqual({
      queued: [{ documentId: second.id, number: second.number, mailId: expect.any(String) }],
      skipped: [
        { documentId: first.id, number: first.number, reason: 'ALREADY_SENT' },
        { documentId: noEmail.id, number: noEmail.number, reason: 'PARTY_EMAIL_MISSING' },
      ],
    });
    const again = await call(context.app, 'POST', url, { month: `${company.year}-03` }, { token: company.token });
    expect(again.json().queued).toEqual([]);
    const badMonth = await call(context.app, 'POST', url, { month: '2026-13' }, { token: company.token });
    expect(badMonth.statusCode).toBe(400);
  });

  it('refuses mails past the company’s hourly limit with 429, queuing none of a bulk send', async () => {
    const company = await books(context.app);
    const partyId = await customer(company, 'Limite', 'limite@example.cm');
    const invoices = [];
    for (let count = 0; count < 6; count++) {
      invoices.push(await validatedInvoice(context.app, company, 'SALE_INVOICE', [LINE], { partyId }));
    }
    const bulk = await call(
      context.app,
      'POST',
      `/v1/accountings/workFolders/${company.workFolderId}/invoice-mails`,
      { month: `${company.year}-03` },
      { token: company.token },
    );
    expect([bulk.statusCode, errorOf(bulk).code]).toEqual([429, 'MAIL_LIMIT_REACHED']);
    const history = await call(context.app, 'GET', mailsUrl(company, invoices[0].id), undefined, {
      token: company.token,
    });
    expect(history.json()).toEqual([]);
  });
});

describe("a party's own language", () => {
  it('writes to an English customer of a French company in English, the French one in French', async () => {
    const company = await books(context.app);
    const english = await customer(company, 'Lagos Trading', 'accounts@lagos.example', 'en');
    const french = await customer(company, 'Hôtel de Kribi', 'compta@kribi.cm');
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [LINE], {
      partyId: english,
      dueDate: `${company.year}-03-31`,
    });
    const name = (await companyName(company)) ?? '';
    const draft = await call(context.app, 'GET', `${doc(company, invoice.id)}/mail-draft`, undefined, {
      token: company.token,
    });
    // 119 250 XAF as an English reader groups it; the company's language (French) is not used.
    expect(draft.json()).toMatchObject({ language: 'en', subject: `Invoice ${invoice.number} – ${name}` });
    expect(draft.json().text).toMatch(/^Hello,\n\nPlease find attached our invoice .* for XAF\s119,250\./);
    const { language: _, ...withoutLanguage } = bodyOf(draft.json());
    const sent = await call(context.app, 'POST', mailsUrl(company, invoice.id), withoutLanguage, {
      token: company.token,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await worker.runOnce();
    const mail = smtp.received.find((item) => item.subject === draft.json().subject);
    expect(mail?.text).toContain('Please find attached our invoice');
    expect(pdfToText(mail?.attachments[0]?.content ?? Buffer.alloc(0))).toContain(
      'Amount in words: one hundred and nineteen thousand two hundred and fifty CFA francs.',
    );

    const base = `/v1/accountings/workFolders/${company.workFolderId}`;
    const statement = await call(context.app, 'GET', `${base}/party-statement/mail-draft`, undefined, {
      token: company.token,
      query: { partyId: english },
    });
    expect(statement.json().subject).toBe(`Statement of account – ${name}`);
    const reminder = await call(
      context.app,
      'GET',
      `${base}/customers/${english}/reminder-letter/mail-draft`,
      undefined,
      {
        token: company.token,
        query: { asOf: `${company.year}-06-30` },
      },
    );
    expect(reminder.json().subject).toBe(`Reminder: overdue invoices – ${name}`);
    const frenchStatement = await call(context.app, 'GET', `${base}/party-statement/mail-draft`, undefined, {
      token: company.token,
      query: { partyId: french },
    });
    expect(frenchStatement.json().subject).toBe(`Relevé de compte – ${name}`);
  });
});

describe("the month's invoices, each in its customer's language", () => {
  it("sends each of the month's invoices in its customer's language, after a preview counting them", async () => {
    const company = await books(context.app);
    const english = await customer(company, 'Lagos Trading', 'accounts@lagos.example', 'en');
    const french = await customer(company, 'Hôtel de Kribi', 'compta@kribi.cm');
    const toEnglish = await validatedInvoice(context.app, company, 'SALE_INVOICE', [LINE], { partyId: english });
    const toFrench = await validatedInvoice(context.app, company, 'SALE_INVOICE', [LINE], { partyId: french });
    const sentBefore = await validatedInvoice(context.app, company, 'SALE_INVOICE', [LINE], { partyId: french });
    await validatedInvoice(context.app, company, 'SALE_INVOICE', [LINE]);
    await call(
      context.app,
      'POST',
      mailsUrl(company, sentBefore.id),
      { to: ['compta@kribi.cm'], subject: 'S', text: 'T' },
      {
        token: company.token,
      },
    );
    const url = `/v1/accountings/workFolders/${company.workFolderId}/invoice-mails`;
    const month = `${company.year}-03`;
    const preview = await call(context.app, 'GET', `${url}/preview`, undefined, {
      token: company.token,
      query: { month },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({ toSend: 2, missingAddress: 1, alreadySent: 1 });

    const bulk = await call(context.app, 'POST', url, { month }, { token: company.token });
    expect(bulk.json().queued.map((item: { documentId: string }) => item.documentId)).toEqual([
      toEnglish.id,
      toFrench.id,
    ]);
    await worker.runOnce();
    const subjects = smtp.received.map((item) => item.subject);
    expect(subjects).toContain(`Invoice ${toEnglish.number} – ${(await companyName(company)) ?? ''}`);
    expect(subjects).toContain(`Facture ${toFrench.number} – ${(await companyName(company)) ?? ''}`);
    const after = await call(context.app, 'GET', `${url}/preview`, undefined, {
      token: company.token,
      query: { month },
    });
    expect(after.json()).toEqual({ toSend: 0, missingAddress: 1, alreadySent: 3 });
    const badMonth = await call(context.app, 'GET', `${url}/preview`, undefined, {
      token: company.token,
      query: { month: '2026-13' },
    });
    expect([badMonth.statusCode, errorOf(badMonth).fields]).toEqual([
      400,
      [{ path: 'querystring.month', code: 'MONTH_INVALID' }],
    ]);
  });
});

describe('statements and reminder letters by mail', () => {
  it("sends a customer's statement and its reminder letter, listed in the customer's mails", async () => {
    const company = await books(context.app);
    const partyId = await customer(company, 'Relancé', 'relance@example.cm');
    await validatedInvoice(context.app, company, 'SALE_INVOICE', [LINE], { partyId, dueDate: `${company.year}-03-31` });
    const base = `/v1/accountings/workFolders/${company.workFolderId}`;
    const statementDraft = await call(context.app, 'GET', `${base}/party-statement/mail-draft`, undefined, {
      token: company.token,
      query: { partyId, language: 'en' },
    });
    expect(statementDraft.statusCode, statementDraft.body).toBe(200);
    expect(statementDraft.json()).toMatchObject({ to: ['relance@example.cm'], language: 'en' });
    expect(statementDraft.json().subject).toMatch(/^Statement of account – /);
    const statement = await call(context.app, 'POST', `${base}/party-statement/mails`, bodyOf(statementDraft.json()), {
      token: company.token,
      query: { partyId },
    });
    expect(statement.statusCode, statement.body).toBe(201);

    const reminderUrl = `${base}/customers/${partyId}/reminder-letter`;
    const asOf = { asOf: `${company.year}-06-30` };
    const reminderDraft = await call(context.app, 'GET', `${reminderUrl}/mail-draft`, undefined, {
      token: company.token,
      query: asOf,
    });
    expect(reminderDraft.statusCode, reminderDraft.body).toBe(200);
    expect(reminderDraft.json().subject).toMatch(/^Relance : factures échues/);
    const reminder = await call(context.app, 'POST', `${reminderUrl}/mails`, bodyOf(reminderDraft.json()), {
      token: company.token,
      query: asOf,
    });
    expect(reminder.statusCode, reminder.body).toBe(201);
    await worker.runOnce();
    const letter = smtp.received.find((item) => item.subject === reminderDraft.json().subject);
    expect(pdfToText(letter?.attachments[0]?.content ?? Buffer.alloc(0))).toContain('Relancé');

    const mails = await call(context.app, 'GET', `/v1/accountings/parties/${partyId}/mails`, undefined, {
      token: company.token,
    });
    expect(mails.json().map((mail: { kind: string; state: string }) => [mail.kind, mail.state])).toEqual([
      ['REMINDER_LETTER', 'SENT'],
      ['PARTY_STATEMENT', 'SENT'],
    ]);
  });
});

async function companyName(company: Books): Promise<string | undefined> {
  const response = await call(context.app, 'GET', `/v1/companies/${company.companyId}`, undefined, {
    token: company.token,
  });
  return response.json().name;
}
