import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LayoutError, parseBalanceSheetLayout, parseIncomeStatementLayout } from './statement-layout.ts';

const referential = (name: string) => readFileSync(new URL(`../../../referentials/${name}`, import.meta.url), 'utf8');

describe('the SYSCOHADA layouts of referentials/', () => {
  const balanceSheet = parseBalanceSheetLayout(referential('syscohada-balance-sheet.csv'));
  const incomeStatement = parseIncomeStatementLayout(referential('syscohada-income-statement.csv'));

  it('reads every balance-sheet row, sides in order', () => {
    expect(balanceSheet.rows).toHaveLength(58);
    expect(balanceSheet.rows.filter((row) => row.side === 'actif')).toHaveLength(29);
    expect(balanceSheet.rows.map((row) => row.ref).slice(0, 6)).toEqual(['AD', 'AE', 'AF', 'AG', 'AH', 'AI']);
  });

  it('reads rubrics with prefixes, exclusions, depreciation and balance rule', () => {
    expect(balanceSheet.rows.find((row) => row.ref === 'AH')).toEqual({
      order: 5,
      side: 'actif',
      ref: 'AH',
      label: { fr: 'Autres immobilisations incorporelles', en: 'Other intangible assets' },
      kind: 'rubric',
      note: null,
      accounts: ['217', '218', '2198'],
      excludedAccounts: ['2181'],
      depreciationAccounts: ['2817', '2818', '2917', '2918', '2919'],
      balanceRule: 'net',
      formula: [],
    });
    expect(balanceSheet.rows.find((row) => row.ref === 'AF')?.label.fr).toBe(
      'Brevets, licences, logiciels et droits similaires',
    );
    expect(balanceSheet.rows.find((row) => row.ref === 'BJ')?.balanceRule).toBe('debit');
    expect(balanceSheet.rows.find((row) => row.ref === 'DK')?.balanceRule).toBe('credit');
  });

  it("reads subtotals, totals, the year's result as a formula and earlier results apart", () => {
    expect(balanceSheet.rows.find((row) => row.ref === 'AD')).toMatchObject({
      kind: 'subtotal',
      note: '3',
      accounts: [],
      balanceRule: null,
      formula: ['AE', 'AF', 'AG', 'AH'].map((ref) => ({ ref, sign: 1 })),
    });
    expect(balanceSheet.rows.find((row) => row.ref === 'CJ')).toMatchObject({
      kind: 'rubric',
      accounts: [],
      formula: [{ ref: 'XI', sign: 1 }],
    });
    expect(balanceSheet.rows.find((row) => row.ref === 'CJA')).toMatchObject({
      kind: 'rubric',
      accounts: ['130', '131', '139'],
      formula: [],
    });
    expect(balanceSheet.rows.at(-1)).toMatchObject({ ref: 'DZ', kind: 'total' });
  });

  it('reads every income-statement row with its sign', () => {
    expect(incomeStatement.rows).toHaveLength(42);
    expect(incomeStatement.rows.find((row) => row.ref === 'RB')).toMatchObject({ sign: '-/+', accounts: ['6031'] });
    expect(incomeStatement.rows.find((row) => row.ref === 'TE')).toMatchObject({ sign: '+/-', accounts: ['73'] });
    expect(incomeStatement.rows.find((row) => row.ref === 'RL')).toMatchObject({ note: '3C&28', sign: '-' });
    expect(incomeStatement.rows.find((row) => row.ref === 'XA')).toMatchObject({ kind: 'subtotal', sign: null });
    expect(incomeStatement.rows.at(-1)).toMatchObject({ ref: 'XI', kind: 'total' });
  });
});

const HEADER =
  'order,side,ref,label_fr,label_en,kind,note,accounts,excluded_accounts,depreciation_accounts,balance_rule,formula';
const ROWS = [
  '1,actif,AA,Actif,Assets,rubric,,2,,28,net,',
  '2,actif,AZ,Total actif,Total assets,total,,,,,,AA',
  '3,passif,CA,Capital,Capital,rubric,,1,,,net,',
  '4,passif,DZ,Total passif,Total liabilities,total,,,,,,CA',
];

function balanceSheetCsv(changes: Record<number, string> = {}, header = HEADER): string {
  return [header, ...ROWS.map((row, index) => changes[index] ?? row)].join('\n');
}

describe('parseBalanceSheetLayout', () => {
  it('accepts the minimal layout, rows sorted by order', () => {
    const layout = parseBalanceSheetLayout([HEADER, ROWS[3], ROWS[2], ROWS[1], ROWS[0]].join('\n'));
    expect(layout.rows.map((row) => row.ref)).toEqual(['AA', 'AZ', 'CA', 'DZ']);
  });

  it.each([
    [
      'a missing column',
      balanceSheetCsv({}, HEADER.replace(',balance_rule', ',rule')),
      'LAYOUT_COLUMNS_MUST_BE_PRESENT',
    ],
    [
      'an order that is not a number',
      balanceSheetCsv({ 0: 'x,actif,AA,A,A,rubric,,2,,,net,' }),
      'LAYOUT_ORDER_MUST_BE_INTEGER',
    ],
    ['a lowercase ref', balanceSheetCsv({ 0: '1,actif,aa,A,A,rubric,,2,,,net,' }), 'LAYOUT_REF_MUST_BE_CODE'],
    ['a repeated ref', balanceSheetCsv({ 2: '3,passif,AA,C,C,rubric,,1,,,net,' }), 'LAYOUT_REF_MUST_BE_UNIQUE'],
    ['an unknown kind', balanceSheetCsv({ 0: '1,actif,AA,A,A,header,,2,,,net,' }), 'LAYOUT_VALUE_MUST_BE_KNOWN'],
    ['an unknown side', balanceSheetCsv({ 0: '1,left,AA,A,A,rubric,,2,,,net,' }), 'LAYOUT_VALUE_MUST_BE_KNOWN'],
    [
      'an unknown balance rule',
      balanceSheetCsv({ 0: '1,actif,AA,A,A,rubric,,2,,,both,' }),
      'LAYOUT_VALUE_MUST_BE_KNOWN',
    ],
    ['accounts without a rule', balanceSheetCsv({ 0: '1,actif,AA,A,A,rubric,,2,,,,' }), 'LAYOUT_VALUE_MUST_BE_KNOWN'],
    [
      'a prefix with a letter',
      balanceSheetCsv({ 0: '1,actif,AA,A,A,rubric,,2A,,,net,' }),
      'LAYOUT_ACCOUNT_PREFIX_MUST_BE_DIGITS',
    ],
    [
      'a product in a formula',
      balanceSheetCsv({ 1: '2,actif,AZ,T,T,total,,,,,,AA*2' }),
      'LAYOUT_FORMULA_MUST_BE_SUM_OF_REFS',
    ],
    [
      'a ref across sides',
      balanceSheetCsv({ 1: '2,actif,AZ,T,T,total,,,,,,AA+CA' }),
      'LAYOUT_REF_MUST_BE_ON_SAME_SIDE',
    ],
    ['a cycle', balanceSheetCsv({ 0: '1,actif,AA,A,A,rubric,,2,,,net,AZ' }), 'LAYOUT_FORMULA_MUST_NOT_CYCLE'],
    [
      'a side not ending in a total',
      balanceSheetCsv({ 3: '4,passif,DZ,T,T,subtotal,,,,,,CA' }),
      'LAYOUT_MUST_END_WITH_TOTAL',
    ],
    [
      'a rubric counted twice',
      balanceSheetCsv({ 1: '2,actif,AZ,T,T,total,,,,,,AA+AA' }),
      'LAYOUT_TOTAL_MUST_COUNT_EACH_RUBRIC_ONCE',
    ],
    [
      'a rubric left out',
      balanceSheetCsv({ 1: '2,actif,AZ,T,T,total,,,,,,' }),
      'LAYOUT_TOTAL_MUST_COUNT_EACH_RUBRIC_ONCE',
    ],
    [
      'depreciation on the passif',
      balanceSheetCsv({ 2: '3,passif,CA,C,C,rubric,,1,,28,net,' }),
      'LAYOUT_DEPRECIATION_MUST_BE_ON_ASSETS',
    ],
    ['a broken CSV quote', balanceSheetCsv({ 0: '1,actif,AA,"A,A,rubric,,2,,,net,' }), 'CSV_QUOTE_MUST_BE_CLOSED'],
  ])('refuses %s', (_case, csvText, code) => {
    expect(() => parseBalanceSheetLayout(csvText)).toThrow(expect.objectContaining({ code }));
  });

  it('accepts a subtraction that still counts each rubric once', () => {
    const csvText = balanceSheetCsv({
      1: '2,actif,AY,S,S,subtotal,,,,,,AA+AA',
      3: '4,passif,DZ,Total passif,Total liabilities,total,,,,,,CA',
    }).concat('\n5,actif,AZ,T,T,total,,,,,,AY-AA');
    expect(parseBalanceSheetLayout(csvText).rows.find((row) => row.ref === 'AZ')?.formula).toEqual([
      { ref: 'AY', sign: 1 },
      { ref: 'AA', sign: -1 },
    ]);
  });
});

describe('parseIncomeStatementLayout', () => {
  const header = 'order,ref,label_fr,label_en,kind,note,sign,accounts,excluded_accounts,formula';
  const csvText = (result: string, sign = '+') =>
    `${header}\n1,TA,Ventes,Sales,rubric,21,${sign},701,,\n2,XI,R,R,total,,,,,${result}`;

  it('accepts a minimal layout', () => {
    expect(parseIncomeStatementLayout(csvText('TA')).rows).toHaveLength(2);
  });

  it.each([
    ['an unknown ref', csvText('TA+ZZ'), 'LAYOUT_REF_MUST_EXIST'],
    ['an unknown sign', csvText('TA', '±'), 'LAYOUT_VALUE_MUST_BE_KNOWN'],
    ['a rubric without a sign', csvText('TA', ''), 'LAYOUT_VALUE_MUST_BE_KNOWN'],
  ])('refuses %s', (_case, text, code) => {
    expect(() => parseIncomeStatementLayout(text)).toThrow(LayoutError);
    expect(() => parseIncomeStatementLayout(text)).toThrow(expect.objectContaining({ code }));
  });
});
