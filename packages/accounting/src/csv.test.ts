import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, parseCsvTable } from './csv.ts';

describe('parseCsv', () => {
  it.each([
    ['a,b,c', [['a', 'b', 'c']]],
    [
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a,b\r1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['a,,c', [['a', '', 'c']]],
    ['a,', [['a', '']]],
    [',', [['', '']]],
    ['"Brevets, licences",x', [['Brevets, licences', 'x']]],
    ['"say ""hi""",x', [['say "hi"', 'x']]],
    ['"",x', [['', 'x']]],
    ['""""', [['"']]],
    [
      '"line\nbreak",x\ny,z',
      [
        ['line\nbreak', 'x'],
        ['y', 'z'],
      ],
    ],
    ['"a,b"\r\n"c"', [['a,b'], ['c']]],
    ['\uFEFForder,ref', [['order', 'ref']]],
    ['', []],
    ['\uFEFF', []],
    ["l'exercice,AD", [["l'exercice", 'AD']]],
  ])('reads %j', (text, expected) => {
    expect(parseCsv(text)).toEqual(expected);
  });

  it.each([
    ['"unclosed', 'CSV_QUOTE_MUST_BE_CLOSED'],
    ['a,"b', 'CSV_QUOTE_MUST_BE_CLOSED'],
    ['a"b,c', 'CSV_QUOTE_MUST_ENCLOSE_WHOLE_FIELD'],
    ['"a"b,c', 'CSV_QUOTE_MUST_ENCLOSE_WHOLE_FIELD'],
    ['"a" ,c', 'CSV_QUOTE_MUST_ENCLOSE_WHOLE_FIELD'],
  ])('refuses %j with %s', (text, code) => {
    expect(() => parseCsv(text)).toThrow(CsvError);
    expect(() => parseCsv(text)).toThrow(expect.objectContaining({ code }));
  });
});

describe('parseCsv round trip', () => {
  it('reads back any table written with every field quoted', () => {
    const table = fc.array(
      fc.array(fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r', ' ', 'é') }), { minLength: 1 }),
    );
    fc.assert(
      fc.property(table, (rows) => {
        const text = rows.map((row) => row.map((field) => `"${field.replaceAll('"', '""')}"`).join(',')).join('\r\n');
        expect(parseCsv(text)).toEqual(rows);
      }),
    );
  });
});

describe('parseCsvTable', () => {
  it('keys records by the header and skips blank lines', () => {
    expect(parseCsvTable('ref,label\nAD,"A, B"\n\nAE,C\n')).toEqual({
      header: ['ref', 'label'],
      records: [
        { ref: 'AD', label: 'A, B' },
        { ref: 'AE', label: 'C' },
      ],
    });
  });

  it.each([
    ['', 'CSV_HEADER_MUST_BE_PRESENT'],
    ['a,b\n1,2,3', 'CSV_ROW_WIDTH_MUST_MATCH_HEADER'],
    ['a,b\n1', 'CSV_ROW_WIDTH_MUST_MATCH_HEADER'],
  ])('refuses %j with %s', (text, code) => {
    expect(() => parseCsvTable(text)).toThrow(expect.objectContaining({ code }));
  });
});
