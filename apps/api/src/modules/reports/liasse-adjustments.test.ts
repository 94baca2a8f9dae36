import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerCompany, ledgerCompany, validatedEntry } from '../../testing/ledger-fixtures.ts';
import { pdfTexts } from '../../testing/pdf-text.ts';
import { books } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
let company: LedgerCompany;
beforeAll(async () => {
  context = await createTestContext();
  company = await books(context.app, { countryCode: 'FR', typeCode: 'SARL', taxSystemCode: 'RSI' });
  const y = (company as LedgerCompany & { year: number }).year;
  const entry = (date: string, debit: string, credit: string, amount: string) =>
    validatedEntry(context.app, company, `${y}-${date}`, [
      { number: debit, debit: amount },
      { number: credit, credit: amount },
    ]);
  await entry('01-02', '5121', '10131', '10000.00');
  await entry('02-01', '5121', '706', '50000.00');
  await entry('03-01', '607', '5121', '20000.00');
  await entry('04-01', '6135', '5121', '6000.00');
  await entry('05-01', '5121', '7611', '1000.00');
  await entry('06-01', '6951', '444', '3000.00');
});
afterAll(() => context.close());

const path = (folder: LedgerCompany, rest = '') =>
  `/v1/accountings/workFolders/${folder.workFolderId}/liasse/adjustments${rest}`;
const put = (folder: LedgerCompany, id: string, body: Record<string, unknown>, token = folder.token) =>
  call(context.app, 'PUT', path(folder, `/${id}`), body, { token });
const remove = (folder: LedgerCompany, id: string, token = folder.token) =>
  call(context.app, 'DELETE', path(folder, `/${id}`), undefined, { token });
const get = (folder: LedgerCompany, name: string, query: Record<string, string> = {}, token = folder.token) =>
  call(context.app, 'GET', `/v1/accountings/workFolders/${folder.workFolderId}/${name}`, undefined, { token, query });

type Form = { form: string; boxes: Array<{ code: string; amount: string | null }> };
async function boxes(folder: LedgerCompany): Promise<Map<string, string | null>> {
  const response = await get(folder, 'liasse', { lang: 'fr' });
  expect(response.statusCode, response.body).toBe(200);
  return new Map(
    (response.json().forms as Form[]).flatMap((form) =>
      form.boxes.map((box) => [`${form.form}:${box.code}`, box.amount]),
    ),
  );
}

const ADD_BACK = '6f1c1a52-4c2e-4d3a-9a41-000000000330';
const DEDUCTION = '6f1c1a52-4c2e-4d3a-9a41-000000000350';
const EARLIER_LOSSES = '6f1c1a52-4c2e-4d3a-9a41-000000000982';
const CARRY_BACK = '6f1c1a52-4c2e-4d3a-9a41-000000000356';

/**
 * A SARL under corporate tax (réel simplifié), in EUR. Books: capital 10,000.00; sales 50,000.00 (706); goods
 * 20,000.00 (607); the rent of a passenger car 6,000.00 (6135); dividends received 1,000.00 (7611); corporate tax
 * 3,000.00 (6951). Result 310 = 50,000 + 1,000 − 20,000 − 6,000 − 3,000 = 22,000.00.
 * The preparer adds: the share of the car's rent that is not deductible (CGI art. 39-4: a car of 30,000.00 whose
 * deductible ceiling is 18,300.00: 6,000 × 11,700 / 30,000 = 2,340.00), added back (330); the dividends under the
 * parent-subsidiary regime less the 5 % share of costs, 1,000 − 50 = 950.00, deducted (350); 10,000.00 of losses
 * from before Bilan (2033-D 982). So 330 = 3,000 + 2,340 = 5,340.00; 352 = 22,000 + 5,340 − 950 = 26,390.00;
 * 360 = 10,000.00 (under 1,000,000.00); 370 = 16,390.00 on the 2065; nothing left to carry (984, 870).
 */
describe("the preparer's adjustments of the liasse", () => {
  it('flow into the 2033-B, 2033-D and 2065 boxes, to the cent', async () => {
    const written = await put(company, ADD_BACK, {
      form: '2033-B',
      box: '330',
      label: 'Loyers non déductibles, véhicule de tourisme (CGI art. 39-4)',
      amount: '2340',
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toMatchObject({ id: ADD_BACK, box: '330', amount: '2340.00' });
    const deduction = {
      form: '2033-B',
      box: '350',
      label: 'Dividendes, régime mère-fille (quote-part de 5 % déduite)',
    };
    expect((await put(company, DEDUCTION, { ...deduction, amount: '950.00' })).statusCode).toBe(200);
    const losses = { form: '2033-D', box: '982', label: 'Déficits antérieurs à Bilan', amount: '10000.00' };
    expect((await put(company, EARLIER_LOSSES, losses)).statusCode).toBe(200);

    const amounts = await boxes(company);
    const of = (keys: string[]) => keys.map((key) => amounts.get(key));
    expect(of(['2033-B:310', '2033-B:330', '2033-B:350', '2033-B:352', '2033-B:360', '2033-B:370'])).toEqual([
      '22000.00',
      '5340.00',
      '950.00',
      '26390.00',
      '10000.00',
      '16390.00',
    ]);
    expect(of(['2033-D:982', '2033-D:983', '2033-D:984', '2033-D:870', '2065:370'])).toEqual([
      '10000.00',
      '10000.00',
      '0.00',
      '0.00',
      '16390.00',
    ]);
    const list = await get(company, 'liasse/adjustments', { lang: 'en' });
    expect(list.json()).toMatchObject({
      editable: true,
      adjustments: [{ id: ADD_BACK }, { id: DEDUCTION }, { id: EARLIER_LOSSES }],
    });
    expect(list.json().adjustableBoxes.map((row: { box: string }) => row.box)).toEqual(['330', '350', '356', '982']);
  });

  it('replaces an adjustment by its id, and refuses bad input changing nothing', async () => {
    const replaced = await put(company, DEDUCTION, {
      form: '2033-B',
      box: '350',
      label: 'Dividendes, régime mère-fille',
      amount: '1000.00',
    });
    expect(replaced.json()).toMatchObject({ amount: '1000.00', label: 'Dividendes, régime mère-fille' });
    expect((await boxes(company)).get('2033-B:352')).toBe('26340.00');
    await put(company, DEDUCTION, { form: '2033-B', box: '350', label: 'Dividendes', amount: '950.00' });

    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ form: '2033-B', box: '310', label: 'x', amount: '1.00' }, 422, 'LIASSE_BOX_NOT_ADJUSTABLE'],
      [{ form: '2033-B', box: '330', label: 'x', amount: '0.00' }, 422, 'AMOUNT_MUST_BE_POSITIVE'],
      [{ form: '2033-B', box: '330', label: 'x', amount: '-5.00' }, 422, 'AMOUNT_MUST_BE_POSITIVE'],
      [{ form: '2033-B', box: '330', label: 'x', amount: '1.005' }, 422, 'AMOUNT_TOO_PRECISE'],
      [{ form: '2033-B', box: '330', label: 'x', amount: 'ten' }, 400, 'VALIDATION_FAILED'],
      [{ form: '2033-B', box: '330', label: ' ', amount: '1.00' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of refusals) {
      const refused = await put(company, '6f1c1a52-4c2e-4d3a-9a41-00000000dead', body);
      expect([refused.statusCode, refused.json().code], JSON.stringify(body)).toEqual([status, code]);
    }
    const list = await get(company, 'liasse/adjustments');
    expect(list.json().adjustments).toHaveLength(3);
  });

  it('go with the package: the carry-back check, the detail in the CSV and the PDF', async () => {
    const carry = { form: '2033-B', box: '356', label: 'Report en arrière', amount: '500.00' };
    expect((await put(company, CARRY_BACK, carry)).statusCode).toBe(200);
    const checks = async () =>
      Object.fromEntries(
        (await get(company, 'annual-package')).json().checks.map((check: { code: string }) => [check.code, check]),
      );
    // A profit has no loss to carry back: 356 (500.00) is above 354 (0.00).
    expect((await checks()).LIASSE_CARRY_BACK_WITHIN_LOSS).toMatchObject({
      ok: false,
      expected: '0.00',
      actual: '500.00',
    });
    expect((await remove(company, CARRY_BACK)).statusCode).toBe(204);
    expect((await checks()).LIASSE_CARRY_BACK_WITHIN_LOSS).toMatchObject({ ok: true });

    const csv = (await get(company, 'annual-package', { format: 'csv', lang: 'fr' })).body;
    expect(csv).toContain(
      'liasse adjustments;330;2033-B · Loyers non déductibles, véhicule de tourisme (CGI art. 39-4);amount;2340,00',
    );
    expect(csv).toContain('liasse adjustments;982;2033-D · Déficits antérieurs à Bilan;amount;10000,00');
    expect(csv).toContain('liasse 2065;370;Résultat fiscal : bénéfice (2033-B, case 370);amount;16390,00');
    const pdf = pdfTexts((await get(company, 'annual-package', { format: 'pdf', lang: 'fr' })).rawPayload).join('\n');
    expect(pdf).toContain('Détail des retraitements du préparateur');
    expect(pdf).toMatch(/^350\n2033-B · Dividendes\n950,00$/m);
  });

  it("is another company's to read and write only, and no SYSCOHADA company's", async () => {
    const other = await ledgerCompany(context.app);
    expect((await get(company, 'liasse/adjustments', {}, other.token)).statusCode).toBe(404);
    const body = { form: '2033-B', box: '330', label: 'x', amount: '1.00' };
    expect((await put(company, '6f1c1a52-4c2e-4d3a-9a41-00000000beef', body, other.token)).statusCode).toBe(404);
    expect((await remove(company, ADD_BACK, other.token)).statusCode).toBe(404);
    expect((await boxes(company)).get('2033-B:330')).toBe('5340.00');
    const syscohada = await put(other, '6f1c1a52-4c2e-4d3a-9a41-00000000beef', body);
    expect([syscohada.statusCode, syscohada.json().code]).toEqual([422, 'REPORT_NOT_AVAILABLE_FOR_FRAMEWORK']);
  });
});

describe('adjustments over the years', () => {
  it('stay open while the package is prepared, and lock once the next year is closed too', async () => {
    const y = (company as LedgerCompany & { year: number }).year;
    const closed = await call(
      context.app,
      'POST',
      `/v1/accountings/workFolders/${company.workFolderId}/close`,
      undefined,
      {
        token: company.token,
      },
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const next = { ...company, workFolderId: closed.json().next.id as string };
    // The closed year's package is still being prepared: its adjustments may change.
    const label = 'Loyers non déductibles, véhicule de tourisme (CGI art. 39-4)';
    const again = await put(company, ADD_BACK, { form: '2033-B', box: '330', label, amount: '2340.00' });
    expect(again.statusCode, again.body).toBe(200);
    // The losses from before Bilan are entered in the first folder only; the next carries them (982 = 870 of N-1).
    const losses = await put(next, EARLIER_LOSSES.replace('0982', '1982'), {
      form: '2033-D',
      box: '982',
      label: 'x',
      amount: '1.00',
    });
    expect([losses.statusCode, losses.json().code]).toEqual([422, 'LIASSE_BOX_NOT_ADJUSTABLE']);
    expect((await boxes(next)).get('2033-D:982')).toBe('0.00');
    await validatedEntry(context.app, next, `${y + 1}-02-01`, [
      { number: '5121', debit: '100.00' },
      { number: '706', credit: '100.00' },
    ]);
    const closedNext = await call(
      context.app,
      'POST',
      `/v1/accountings/workFolders/${next.workFolderId}/close`,
      undefined,
      {
        token: company.token,
      },
    );
    expect(closedNext.statusCode, closedNext.body).toBe(200);
    const locked = await put(company, ADD_BACK, { form: '2033-B', box: '330', label, amount: '1.00' });
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'LIASSE_ADJUSTMENTS_LOCKED']);
    expect((await remove(company, DEDUCTION)).json().code).toBe('LIASSE_ADJUSTMENTS_LOCKED');
    expect((await get(company, 'liasse/adjustments')).json()).toMatchObject({ editable: false });
    expect((await boxes(company)).get('2033-B:352')).toBe('26390.00');
  });

  it('are not counted under the normal regime, whose 2058-A Bilan does not draw', async () => {
    const settings = await call(context.app, 'GET', `/v1/companies/${company.companyId}/settings`, undefined, {
      token: company.token,
    });
    const { companyId: _id, updatedAt: _at, ...body } = settings.json();
    const saved = await call(
      context.app,
      'PUT',
      `/v1/companies/${company.companyId}/settings`,
      {
        ...body,
        taxRegime: 'NORMAL',
      },
      { token: company.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const list = await get(company, 'liasse/adjustments');
    expect(list.json()).toMatchObject({ adjustments: [], adjustableBoxes: [] });
    // XN = HN + HK: 22,000 + 3,000, the add-backs of the simplified regime left out.
    expect((await boxes(company)).get('2065:XN')).toBe('25000.00');
  });
});
