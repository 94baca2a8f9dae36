import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type LedgerCompany, ledgerCompany } from './ledger-fixtures.ts';
import { call, type SignupOptions, signupBody } from './test-app.ts';

/** A company with one customer (30 days' terms, an MTN phone) and one supplier. */
export interface Books extends LedgerCompany {
  customerId: string;
  supplierId: string;
}

export async function books(
  app: FastifyInstance,
  overrides: Parameters<typeof signupBody>[0] = {},
  options: BooksOptions = {},
): Promise<Books> {
  const company = Object.keys(overrides).length
    ? await frenchCompany(app, overrides, options)
    : await ledgerCompany(app, options);
  // A French company starts with e-invoicing on, which refuses invoices until its identity is complete:
  // the books of tests about something else keep it off; `signupDefaults` keeps what signup set.
  if (overrides.countryCode === 'FR' && !options.signupDefaults) await turnEInvoicingOff(app, company);
  const party = async (kind: 'customers' | 'suppliers', body: Record<string, unknown>) => {
    const response = await call(app, 'POST', `/v1/companies/${company.companyId}/${kind}`, body, {
      token: company.token,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  return {
    ...company,
    customerId: await party('customers', { name: 'Boulangerie Akwa', phone: '677 12 34 56', paymentTermsDays: 30 }),
    supplierId: await party('suppliers', { name: 'Grands Moulins du Cameroun' }),
  };
}

export interface BooksOptions extends SignupOptions {
  /** Leave the settings as signup made them (a French company's e-invoicing on). */
  signupDefaults?: boolean;
}

async function turnEInvoicingOff(app: FastifyInstance, company: LedgerCompany) {
  const url = `/v1/companies/${company.companyId}/settings`;
  const {
    companyId: _id,
    updatedAt: _at,
    ...settings
  } = (await call(app, 'GET', url, undefined, { token: company.token })).json();
  const saved = await call(app, 'PUT', url, { ...settings, eInvoicing: false }, { token: company.token });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function frenchCompany(
  app: FastifyInstance,
  overrides: Parameters<typeof signupBody>[0],
  options: SignupOptions,
): Promise<LedgerCompany> {
  const body = signupBody(overrides);
  const created = await call(app, 'POST', '/v1/companies', body, {
    headers: { 'accept-language': options.language ?? 'fr' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const login = await call(app, 'POST', '/v1/auth/login/email', {
    email: body.ownerEmail,
    encodedPassword: body.ownerEncodedPassword,
    companyId: null,
    platform: 'WEB',
  });
  const token = login.json().token as string;
  const companyId = created.json().id as string;
  const [folder] = (
    await call(app, 'GET', `/v1/accountings/workFolders/companies/${companyId}`, undefined, { token })
  ).json();
  return {
    companyId,
    email: body.ownerEmail,
    token,
    workFolderId: folder.id,
    year: Number(folder.startDate.slice(0, 4)),
    accounts: {},
  };
}

export const docs = (company: Books) => `/v1/accountings/documents/workFolders/${company.workFolderId}`;
export const doc = (company: Books, id: string) =>
  `/v1/accountings/documents/${id}/workFolders/${company.workFolderId}`;
export const pays = (company: Books) => `/v1/accountings/payments/workFolders/${company.workFolderId}`;
export const pay = (company: Books, id: string) => `/v1/accountings/payments/${id}/workFolders/${company.workFolderId}`;

export interface InvoiceLine {
  description?: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  discountRate?: string;
  accountId?: string;
  supplyKind?: 'GOODS' | 'SERVICES';
}

export async function validatedInvoice(
  app: FastifyInstance,
  company: Books,
  type: string,
  lines: InvoiceLine[],
  extra: Record<string, unknown> = {},
) {
  const partyId = type.startsWith('SALE') ? company.customerId : company.supplierId;
  const created = await call(
    app,
    'POST',
    docs(company),
    {
      type,
      date: `${company.year}-03-01`,
      partyId,
      reference: 'REF-1',
      lines: lines.map((line) => ({ description: 'Article', ...line })),
      ...extra,
    },
    { token: company.token },
  );
  expect(created.statusCode, created.body).toBe(201);
  const validated = await call(app, 'POST', `${doc(company, created.json().id)}/state/VALIDATED`, undefined, {
    token: company.token,
  });
  expect(validated.statusCode, validated.body).toBe(200);
  return validated.json();
}

export async function postedLines(app: FastifyInstance, company: Books, number: string) {
  const journal = (
    await call(app, 'GET', `/v1/accountings/workFolders/${company.workFolderId}/journal`, undefined, {
      token: company.token,
    })
  ).json();
  const entry = journal.items.find((item: { number: string }) => item.number === number);
  return entry.lines.map(
    (line: { accountNumber: string; subAccountNumber: string | null; debit: string; credit: string }) => [
      line.subAccountNumber ? `${line.accountNumber}/${line.subAccountNumber}` : line.accountNumber,
      line.debit,
      line.credit,
    ],
  );
}

export async function payment(app: FastifyInstance, company: Books, body: Record<string, unknown>) {
  const created = await call(
    app,
    'POST',
    pays(company),
    { date: `${company.year}-03-20`, ...body },
    { token: company.token },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

export const validatePayment = (app: FastifyInstance, company: Books, id: string) =>
  call(app, 'POST', `${pay(company, id)}/state/VALIDATED`, undefined, { token: company.token });

export const read = async (app: FastifyInstance, company: Books, id: string) =>
  (await call(app, 'GET', doc(company, id), undefined, { token: company.token })).json();
