import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BALANCED_LINES,
  changeState,
  createDraft,
  documentsUrl,
  type EntryLine,
  entryBody,
  type LedgerCompany,
  ledgerCompany,
} from '../../testing/ledger-fixtures.ts';
import { call, createTestContext, errorOf, type SignupOptions, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const YEAR: { date: string; lines: EntryLine[] }[] = [
  {
    date: '01-10',
    lines: [
      { account: '5211', debit: '5000000' },
      { account: '1013', credit: '5000000' },
    ],
  },
  {
    date: '02-05',
    lines: [
      { account: '4111', debit: '1192500' },
      { account: '7011', credit: '1000000' },
      { account: '4431', credit: '192500' },
    ],
  },
  {
    date: '02-10',
    lines: [
      { account: '6011', debit: '400000' },
      { account: '4452', debit: '77000' },
      { account: '5211', credit: '477000' },
    ],
  },
];

async function companyWithYear(options: SignupOptions = {}): Promise<LedgerCompany> {
  const company = await ledgerCompany(context.app, options);
  for (const entry of YEAR) {
    const draft = await createDraft(context.app, company, entry.lines, { date: `${company.year}-${entry.date}` });
    expect((await changeState(context.app, company, draft.id, 'VALIDATED')).statusCode).toBe(200);
  }
  return company;
}

const close = (company: LedgerCompany) =>
  call(context.app, 'POST', `/v1/accountings/workFolders/${company.workFolderId}/close`, undefined, {
    token: company.token,
  });

describe('closing a work folder', () => {
  it('posts the result to 131, closes the folder and opens the next with the balance-sheet balances', async () => {
    const company = await companyWithYear();
    const response = await close(company);
    expect(response.statusCode).toBe(200);
    const outcome = response.json();
    const next = company.year + 1;
    expect(outcome).toMatchObject({
      closed: { id: company.workFolderId, status: 'CLOSED' },
      next: { startDate: `${next}-01-01`, endDate: `${next}-12-31`, status: 'OPEN', name: String(next) },
      closingEntryNumber: `OD-${company.year}-000004`,
      openingEntryNumber: `AN-${next}-000001`,
      result: '600000',
    });

    const journal = (a: string, query: Record<string, string>) =>
      call(context.app, 'GET', `/v1/accountings/workFolders/${a}/journal`, undefined, { token: company.token, query });
    const closing = (await journal(company.workFolderId, { journalCode: 'OD' })).json().items.at(-1);
    expect(
      closing.lines.map((line: { accountNumber: string; debit: string; credit: string }) => [
        line.accountNumber,
        line.debit,
        line.credit,
      ]),
    ).toEqual([
      ['6011', '0', '400000'],
      ['7011', '1000000', '0'],
      ['131', '0', '600000'],
    ]);
    const opening = (await journal(outcome.next.id, { journalCode: 'AN' })).json().items[0];
    expect(opening.date).toBe(`${next}-01-01`);
    expect(
      opening.lines.map((line: { accountNumber: string; debit: string; credit: string }) => [
        line.accountNumber,
        line.debit,
        line.credit,
      ]),
    ).toEqual([
      ['1013', '0', '5000000'],
      ['1301', '0', '600000'],
      ['4111', '1192500', '0'],
      ['4431', '0', '192500'],
      ['4452', '77000', '0'],
      ['5211', '4523000', '0'],
    ]);

    const nextBalance = (
      await call(context.app, 'GET', `/v1/accountings/workFolders/${outcome.next.id}/trial-balance`, undefined, {
        token: company.token,
      })
    ).json();
    expect(nextBalance.totals).toMatchObject({
      openingDebit: '5792500',
      openingCredit: '5792500',
      debit: '0',
      credit: '0',
    });
  });

  it.each([
    ['fr', "Clôture de l'exercice", "À-nouveaux de l'exercice"],
    ['en', 'Closing of work folder', 'Opening balances from work folder'],
  ] as const)('labels its entries in the company language (%s)', async (language, closingLabel, openingLabel) => {
    const company = await companyWithYear({ language });
    const outcome = (await close(company)).json();
    const labelOf = async (workFolderId: string, journalCode: string) =>
      (
        await call(context.app, 'GET', `/v1/accountings/workFolders/${workFolderId}/journal`, undefined, {
          token: company.token,
          query: { journalCode },
        })
      )
        .json()
        .items.find((item: { number: string }) =>
          [outcome.closingEntryNumber, outcome.openingEntryNumber].includes(item.number),
        )?.label;
    expect(await labelOf(company.workFolderId, 'OD')).toBe(`${closingLabel} ${company.year}`);
    expect(await labelOf(outcome.next.id, 'AN')).toBe(`${openingLabel} ${company.year}`);
  });

  it('keeps the statements of the closed year as they stood before closing', async () => {
    const company = await companyWithYear();
    await close(company);
    const url = `/v1/accountings/workFolders/${company.workFolderId}`;
    const income = (
      await call(context.app, 'GET', `${url}/income-statement`, undefined, { token: company.token })
    ).json();
    const sheet = (await call(context.app, 'GET', `${url}/balance-sheet`, undefined, { token: company.token })).json();
    expect(income.result).toBe('600000');
    expect(sheet.totals.assets).toBe(sheet.totals.liabilities);
    expect(sheet.liabilities.find((line: { ref: string }) => line.ref === 'CJ').amount).toBe('600000');
  });

  it('refuses every write into the closed folder, and closing it again', async () => {
    const company = await companyWithYear();
    await close(company);
    const responses = [
      await call(context.app, 'POST', documentsUrl(company), entryBody(company, BALANCED_LINES), {
        token: company.token,
      }),
      await call(
        context.app,
        'POST',
        `/v1/accountings/workFolders/companies/${company.companyId}`,
        {
          id: company.workFolderId,
          name: 'Renamed',
          startDate: `${company.year}-01-01`,
          endDate: `${company.year}-12-31`,
        },
        { token: company.token },
      ),
      await close(company),
    ];
    expect(responses.map((response) => [response.statusCode, errorOf(response).code])).toEqual([
      [409, 'WORK_FOLDER_MUST_BE_OPEN'],
      [409, 'WORK_FOLDER_MUST_BE_OPEN'],
      [409, 'WORK_FOLDER_MUST_BE_OPEN'],
    ]);
  });

  it('is refused while drafts remain, listing them, and changes nothing', async () => {
    const company = await companyWithYear();
    const draft = await createDraft(context.app, company);
    const response = await close(company);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'WORK_FOLDER_HAS_DRAFTS',
      fields: [{ path: `documents.${draft.id}`, code: 'JOURNAL_ENTRY_IS_DRAFT' }],
    });
    const folders = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/companies/${company.companyId}`,
      undefined,
      {
        token: company.token,
      },
    );
    expect(folders.json().map((folder: { status: string }) => folder.status)).toEqual(['OPEN']);
  });

  it('is refused for a later year while an earlier one is still open, and changes nothing', async () => {
    const company = await ledgerCompany(context.app);
    const next = company.year + 1;
    const created = await call(
      context.app,
      'POST',
      `/v1/accountings/workFolders/companies/${company.companyId}`,
      { name: `FY ${next}`, startDate: `${next}-01-01`, endDate: `${next}-12-31` },
      { token: company.token },
    );
    const later = created.json().id as string;
    const response = await call(context.app, 'POST', `/v1/accountings/workFolders/${later}/close`, undefined, {
      token: company.token,
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'EARLIER_WORK_FOLDER_MUST_BE_CLOSED',
      fields: [{ path: `workFolders.${company.workFolderId}`, code: 'WORK_FOLDER_IS_OPEN' }],
    });
    const folders = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/companies/${company.companyId}`,
      undefined,
      { token: company.token },
    );
    expect(folders.json().map((folder: { status: string }) => folder.status)).toEqual(['OPEN', 'OPEN']);
    // In order, both close.
    expect((await close(company)).statusCode).toBe(200);
    const laterClose = await call(context.app, 'POST', `/v1/accountings/workFolders/${later}/close`, undefined, {
      token: company.token,
    });
    expect(laterClose.statusCode).toBe(200);
  });

  it('books a loss to 139 and uses the next folder when it already exists', async () => {
    const company = await ledgerCompany(context.app);
    const next = company.year + 1;
    const created = await call(
      context.app,
      'POST',
      `/v1/accountings/workFolders/companies/${company.companyId}`,
      { name: `FY ${next}`, startDate: `${next}-01-01`, endDate: `${next}-12-31` },
      { token: company.token },
    );
    const draft = await createDraft(context.app, company, [
      { account: '6011', debit: '250' },
      { account: '5211', credit: '250' },
    ]);
    await changeState(context.app, company, draft.id, 'VALIDATED');
    const outcome = (await close(company)).json();
    expect(outcome).toMatchObject({ result: '-250', next: { id: created.json().id, name: `FY ${next}` } });
  });
});
