import { describe, expect, it } from 'vitest';
import { StatementError } from './bank-statement.ts';
import { parseStatementFile, type StatementFormat } from './bank-statement-file.ts';
import { MARKUP_DEPTH_MAX, type MarkupReader, scanMarkup } from './markup-scanner.ts';

/** The events of a scan, one string each: `+NAME@line`, `NAME="text"`, `-NAME`. */
function eventsOf(text: string): string[] {
  const events: string[] = [];
  const reader: MarkupReader = {
    open: (name, lineNumber) => events.push(`+${name}@${lineNumber}`),
    text: (name, value) => {
      if (value.trim() !== '') events.push(`${name}=${JSON.stringify(value.trim())}`);
    },
    close: (name) => events.push(`-${name}`),
  };
  scanMarkup(text, reader);
  return events;
}

function refusalOf(work: () => unknown): { code: string; faults: readonly object[] } {
  try {
    work();
  } catch (error) {
    if (error instanceof StatementError) return { code: error.code, faults: error.faults };
    throw error;
  }
  throw new Error('no refusal');
}

describe('scanMarkup', () => {
  it('closes SGML leaves at the next tag and XML leaves at their own closing tag', () => {
    expect(eventsOf('<A>\n<B>one\n<C>two</C>\n</A>')).toEqual([
      '+A@1',
      '+B@2',
      'B="one"',
      '-B',
      '+C@3',
      'C="two"',
      '-C',
      '-A',
    ]);
  });

  it('drops namespace prefixes, skips comments, instructions and CDATA markers, and replaces the five entities only', () => {
    const text = '<?xml version="1.0"?><!-- <X> --><ns:A><B><![CDATA[a<b]]></B><C>&lt;&amp;lt;&unknown;</C></ns:A>';
    expect(eventsOf(text)).toEqual(['+A@1', '+B@1', 'B="a<b"', '-B', '+C@1', 'C="<&lt;&unknown;"', '-C', '-A']);
  });

  it('never expands an entity a DOCTYPE declares', () => {
    const text = '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;">]><R>&b;&b;</R>';
    expect(eventsOf(text)).toEqual(['+R@1', 'R="&b;&b;"', '-R']);
  });

  it('ignores a closing tag that matches nothing, and closes what is still open at the end', () => {
    expect(eventsOf('<A></Z><B>x')).toEqual(['+A@1', '+B@1', 'B="x"', '-B', '-A']);
  });

  it('refuses nesting deeper than the bound, and a tag, comment or CDATA left open, at its line', () => {
    expect(refusalOf(() => eventsOf('<A>'.repeat(MARKUP_DEPTH_MAX + 1))).faults).toEqual([
      { lineNumber: 1, field: 'markup', code: 'NESTING_TOO_DEEP' },
    ]);
    expect(refusalOf(() => eventsOf('<A>\n<B')).faults).toEqual([
      { lineNumber: 2, field: 'tag', code: 'MARKUP_MUST_BE_CLOSED' },
    ]);
    expect(refusalOf(() => eventsOf('<A>\n\n<!-- x')).faults).toEqual([
      { lineNumber: 3, field: 'comment', code: 'MARKUP_MUST_BE_CLOSED' },
    ]);
    expect(refusalOf(() => eventsOf('<A><![CDATA[ x')).faults).toEqual([
      { lineNumber: 1, field: 'CDATA', code: 'MARKUP_MUST_BE_CLOSED' },
    ]);
  });
});

/**
 * Files of a hostile shape, a million characters each (a quarter of the import bound), in every
 * markup format: each is answered, read or refused with a code. The regular expressions this scanner
 * replaced took time growing with the square of the unclosed tags here; the test's bound is its size.
 */
describe('hostile statement files', () => {
  const MTN_HEADER = 'Date,Transaction ID,Transaction Type,Counterparty,Description,Amount,Balance';
  const SIZE = 1_000_000;
  const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
  const read = (format: StatementFormat, content: string) => () =>
    parseStatementFile({ format, content, preset: 'MTN_MOMO' }, 2, { currency: 'EUR', identifier: null });

  it.each([
    ['OFX', '<STMTTRN><TRNAMT>1', 'NESTING_TOO_DEEP'],
    ['OFX', '<STMTTRN>x</A>', 'TOO_MANY_LINES'],
    ['OFX', '<STMTRS><STMTTRN>1</STMTRS>', 'TOO_MANY_LINES'],
    ['OFX', '<LEDGERBAL><BALAMT>', 'NESTING_TOO_DEEP'],
    ['OFX', '</STMTTRN>', 'LINES_REQUIRED'],
    ['OFX', '<', 'MARKUP_MUST_BE_CLOSED'],
    ['OFX', '<!--', 'MARKUP_MUST_BE_CLOSED'],
    ['OFX', '&amp;', 'LINES_REQUIRED'],
    ['CAMT053', '<Stmt><Ntry><Amt Ccy="EUR">1</Amt></Ntry></Stmt>', 'TOO_MANY_LINES'],
    ['CAMT053', '<Stmt>', 'NESTING_TOO_DEEP'],
    ['CAMT053', '<Bal><Amt Ccy="', 'NESTING_TOO_DEEP'],
    ['CAMT053', '<Amt Ccy="', 'MARKUP_MUST_BE_CLOSED'],
    ['CSV', '"', 'COLUMN_MUST_BE_PRESENT'],
    ['CSV', '"x"x', 'CSV_QUOTE_MUST_ENCLOSE_WHOLE_FIELD'],
    ['CSV', '\n', 'CSV_HEADER_MUST_BE_PRESENT'],
    ['CSV', ',', 'CSV_HEADER_MUST_BE_PRESENT'],
    ['CSV', `${MTN_HEADER}\n2026-01-01,a,b,c,d,1,\n`, 'TOO_MANY_LINES'],
  ] as const)('%s of %j repeated is refused with %s', (format, unit, code) => {
    const refusal = refusalOf(read(format, fill(unit)));
    expect(refusal.faults).toContainEqual(expect.objectContaining({ code }));
  });

  it('refuses an amount of a million digits without reading it as a number', () => {
    const content = `${MTN_HEADER}\n2026-01-01,a,b,c,d,${'9'.repeat(SIZE)},\n`;
    expect(refusalOf(read('CSV', content)).faults).toEqual([
      { lineNumber: 2, field: 'amount', code: 'AMOUNT_INVALID' },
    ]);
  });

  it('reads the lines of a long OFX file whose leaves are never closed', () => {
    const line = '<STMTTRN><DTPOSTED>20260302<TRNAMT>1.00<NAME>x</STMTTRN>\n';
    const statements = parseStatementFile({ format: 'OFX', content: line.repeat(20_000) }, 2, null);
    expect(statements[0]?.lines).toHaveLength(20_000);
    expect(statements[0]?.lines.at(-1)).toMatchObject({ lineNumber: 20_000, amount: 100n, label: 'x' });
  });
});
