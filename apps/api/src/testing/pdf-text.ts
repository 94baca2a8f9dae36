import { inflateSync } from 'node:zlib';

/**
 * The text of each content stream of a PDF written by PDFKit with its standard fonts, one string per
 * stream (so per page): the hex strings of its TJ and Tj operators, decoded as Latin-1, one line per
 * text object. Enough to read back what an invoice says; not a general PDF reader.
 */
export function pdfTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  const binary = pdf.toString('latin1');
  const streams = /<<([\s\S]*?)>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const match of binary.matchAll(streams)) {
    const [, dictionary = '', body = ''] = match;
    const raw = Buffer.from(body, 'latin1');
    let content: string;
    try {
      content = (dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue;
    }
    if (!/\bBT\b/.test(content)) continue;
    const lines = [...content.matchAll(/BT([\s\S]*?)ET/g)].map(([, object = '']) =>
      [...object.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)]
        .map(([, array, single]) =>
          [...(array ?? `<${single ?? ''}>`).matchAll(/<([0-9a-fA-F]*)>/g)]
            .map(([, hex = '']) => Buffer.from(hex, 'hex').toString('latin1'))
            .join(''),
        )
        .join(''),
    );
    texts.push(lines.join('\n'));
  }
  return texts;
}
