import { StatementError } from './bank-statement.ts';

/** Elements open around the one being read, by name: what a reader asks to know where it stands. */
export interface OpenElements {
  has(name: string): boolean;
}

/**
 * What a scan tells its reader, in the file's order. Names lose their namespace prefix. Every
 * element opened is closed, explicitly or implicitly, before the scan ends.
 */
export interface MarkupReader {
  open(name: string, lineNumber: number, attributes: string, within: OpenElements): void;
  /** The text right after an element's opening tag up to its next tag, once per element, not trimmed. */
  text(name: string, text: string, within: OpenElements): void;
  close(name: string, within: OpenElements): void;
}

/** Deeper than this, a statement file is refused: OFX and CAMT.053 nest about a dozen levels. */
export const MARKUP_DEPTH_MAX = 64;

interface OpenElement {
  name: string;
  /** The text read since the opening tag, while no tag has followed it. */
  pending: string[] | null;
  /** An element whose opening tag is followed by text: OFX 1 (SGML) leaves it unclosed. */
  leaf: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

/** XML's five predefined entities replaced in one pass; no other entity is ever expanded. */
const unescapeXml = (text: string) =>
  text.includes('&') ? text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ENTITIES[name] ?? '') : text;

const localName = (qualified: string) => qualified.slice(qualified.lastIndexOf(':') + 1);

/** Where the name a tag's body starts with ends: at the first blank, slash or the end. */
function nameEnd(body: string, start: number): number {
  let end = start;
  while (end < body.length) {
    const code = body.charCodeAt(end);
    if (code <= 32 || code === 47) break;
    end += 1;
  }
  return end;
}

function unclosed(lineNumber: number, field: string): StatementError {
  return new StatementError('STATEMENT_FILE_MALFORMED', [{ lineNumber, field, code: 'MARKUP_MUST_BE_CLOSED' }]);
}

/**
 * A SAX-style scanner for the markup of statement files: OFX 2 and CAMT.053 (XML) and OFX 1 (SGML,
 * whose leaves are not closed: an element followed by text ends at the next tag). Each character is
 * read a bounded number of times (tags and line breaks are found with `indexOf` from where the scan
 * stands, never with a pattern that could backtrack), so the time grows with the file's length
 * whatever its shape. Comments, processing instructions and declarations (a DOCTYPE's entities
 * among them) are skipped; a closing tag that matches no open element is ignored; elements still
 * open at the end are closed there.
 */
export function scanMarkup(text: string, reader: MarkupReader): void {
  new MarkupScan(text, reader).run();
}

class MarkupScan {
  private readonly stack: OpenElement[] = [];
  private readonly counts = new Map<string, number>();
  private readonly within: OpenElements = { has: (name) => (this.counts.get(name) ?? 0) > 0 };
  private position = 0;
  private lineNumber = 1;
  private nextBreak: number;

  constructor(
    private readonly text: string,
    private readonly reader: MarkupReader,
  ) {
    this.nextBreak = text.indexOf('\n');
  }

  run(): void {
    const { text } = this;
    for (;;) {
      const tag = text.indexOf('<', this.position);
      const end = tag === -1 ? text.length : tag;
      if (end > this.position) this.stack.at(-1)?.pending?.push(unescapeXml(text.slice(this.position, end)));
      this.advanceTo(end);
      if (tag === -1) break;
      if (text.startsWith('<!--', tag)) this.skipTo(tag + 4, '-->', 'comment');
      else if (text.startsWith('<![CDATA[', tag)) {
        const close = text.indexOf(']]>', tag + 9);
        if (close === -1) throw unclosed(this.lineNumber, 'CDATA');
        this.stack.at(-1)?.pending?.push(text.slice(tag + 9, close));
        this.advanceTo(close + 3);
      } else if (text.startsWith('<?', tag)) this.skipTo(tag + 2, '?>', 'instruction');
      else if (text.startsWith('<!', tag)) this.skipDeclaration(tag);
      else this.readTag(tag);
    }
    this.flush();
    while (this.stack.length > 0) this.pop();
  }

  /** Moves to `end`, counting the line breaks passed; each break is looked for once. */
  private advanceTo(end: number): void {
    while (this.nextBreak !== -1 && this.nextBreak < end) {
      this.lineNumber += 1;
      this.nextBreak = this.text.indexOf('\n', this.nextBreak + 1);
    }
    this.position = end;
  }

  private skipTo(start: number, terminator: string, field: string): void {
    const end = this.text.indexOf(terminator, start);
    if (end === -1) throw unclosed(this.lineNumber, field);
    this.advanceTo(end + terminator.length);
  }

  /** A DOCTYPE or other declaration, its internal subset (between brackets) included; nothing in it is used. */
  private skipDeclaration(start: number): void {
    const close = this.text.indexOf('>', start);
    if (close === -1) throw unclosed(this.lineNumber, 'declaration');
    const bracket = this.text.slice(start, close).indexOf('[');
    if (bracket === -1) {
      this.advanceTo(close + 1);
      return;
    }
    const subsetEnd = this.text.indexOf(']', start + bracket);
    if (subsetEnd === -1) throw unclosed(this.lineNumber, 'declaration');
    this.skipTo(subsetEnd, '>', 'declaration');
  }

  private readTag(tag: number): void {
    const close = this.text.indexOf('>', tag + 1);
    if (close === -1) throw unclosed(this.lineNumber, 'tag');
    const body = this.text.slice(tag + 1, close);
    this.flush();
    if (body.startsWith('/')) this.closeElement(localName(body.slice(1, nameEnd(body, 1))));
    else this.openElement(body);
    this.advanceTo(close + 1);
  }

  private flush(): void {
    const top = this.stack.at(-1);
    if (!top?.pending) return;
    const leading = top.pending.join('');
    top.pending = null;
    top.leaf = leading.trim() !== '';
    this.reader.text(top.name, leading, this.within);
  }

  private pop(): void {
    const top = this.stack.pop();
    if (!top) return;
    this.counts.set(top.name, (this.counts.get(top.name) ?? 1) - 1);
    this.reader.close(top.name, this.within);
  }

  private openElement(body: string): void {
    if (this.stack.at(-1)?.leaf) this.pop();
    if (this.stack.length >= MARKUP_DEPTH_MAX) {
      throw new StatementError('STATEMENT_FILE_MALFORMED', [
        { lineNumber: this.lineNumber, field: 'markup', code: 'NESTING_TOO_DEEP' },
      ]);
    }
    const end = nameEnd(body, 0);
    const name = localName(body.slice(0, end));
    this.stack.push({ name, pending: [], leaf: false });
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    this.reader.open(name, this.lineNumber, body.slice(end), this.within);
    if (body.endsWith('/')) {
      this.flush();
      this.pop();
    }
  }

  /** Closes `name` and what it holds; an SGML leaf before it ends there too. Searches at most MARKUP_DEPTH_MAX elements. */
  private closeElement(name: string): void {
    const top = this.stack.at(-1);
    if (top?.leaf && top.name !== name) this.pop();
    let index = this.stack.length - 1;
    while (index >= 0 && this.stack[index]?.name !== name) index -= 1;
    if (index < 0) return;
    while (this.stack.length > index) this.pop();
  }
}
