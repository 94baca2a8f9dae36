import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

type Streams = Array<{ dictionary: string; content: string }>;

/** Each stream of the PDF with its dictionary, inflated where it is compressed. */
function streamsOf(binary: string): Streams {
  const streams: Streams = [];
  // A stream's own dictionary: no other dictionary opens or closes inside it.
  const pattern = /<<((?:(?!<<|>>)[\s\S])*)>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const [, dictionary = '', body = ''] of binary.matchAll(pattern)) {
    const raw = Buffer.from(body, 'latin1');
    try {
      streams.push({
        dictionary,
        content: (dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1'),
      });
    } catch {}
  }
  return streams;
}

// A ligature's entry holds several UTF-16 units apart: <0066 0069>.
const utf16 = (hex: string) => Buffer.from(hex.replace(/ /g, ''), 'hex').swap16().toString('utf16le');

/**
 * The glyph-to-text map of each embedded font, by its resource name (F1…): PDFKit writes an embedded
 * font's text as 2-byte glyph ids, mapped back to text by the font's ToUnicode CMap.
 */
function fontMaps(binary: string): Map<string, Map<number, string>> {
  const fonts = new Map<string, Map<number, string>>();
  for (const [, name = '', id = ''] of binary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const font = new RegExp(`(?:^|\\s)${id} 0 obj\\s*<<([\\s\\S]*?)>>`).exec(binary)?.[1] ?? '';
    const cmapId = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
    if (!cmapId) continue;
    const start = binary.search(new RegExp(`(?:^|\\s)${cmapId} 0 obj`));
    const [stream] = streamsOf(binary.slice(start));
    const glyphs = new Map<number, string>();
    for (const [, from = '0', entries = ''] of (stream?.content ?? '').matchAll(
      /<([0-9a-f]+)>\s*<[0-9a-f]+>\s*\[([^\]]*)\]/gi,
    ))
      for (const [index, [, hex = '']] of [...entries.matchAll(/<([0-9a-f ]*)>/gi)].entries())
        glyphs.set(Number.parseInt(from, 16) + index, utf16(hex));
    fonts.set(name, glyphs);
  }
  return fonts;
}

/** A hex string as text: 2-byte glyphs of an embedded font, else the standard fonts' Latin-1. */
function decode(hex: string, glyphs: Map<number, string> | undefined): string {
  if (!glyphs) return Buffer.from(hex, 'hex').toString('latin1');
  let text = '';
  for (let at = 0; at < hex.length; at += 4) text += glyphs.get(Number.parseInt(hex.slice(at, at + 4), 16)) ?? '';
  return text;
}

/**
 * The text of each content stream of a PDF written by PDFKit, one string per stream (so per page): the
 * hex strings of its TJ and Tj operators, one line per text object, decoded by the font set with Tf
 * (embedded fonts through their ToUnicode map, standard fonts as Latin-1). Enough to read back what an
 * invoice says; not a general PDF reader.
 */
export function pdfTexts(pdf: Buffer): string[] {
  const binary = pdf.toString('latin1');
  const fonts = fontMaps(binary);
  const texts: string[] = [];
  for (const { dictionary, content } of streamsOf(binary)) {
    // Font files, images, metadata and CMaps carry a /Length1, /Type or /Subtype; page contents do not.
    if (/\/(Length1|Type|Subtype)\b/.test(dictionary) || !/\bBT\b/.test(content)) continue;
    let glyphs: Map<number, string> | undefined;
    const lines = [...content.matchAll(/BT([\s\S]*?)ET/g)].map(([, object = '']) =>
      [...object.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)]
        .map(([, font, array, single]) => {
          if (font) {
            glyphs = fonts.get(font);
            return '';
          }
          return [...(array ?? `<${single ?? ''}>`).matchAll(/<([0-9a-fA-F]*)>/g)]
            .map(([, hex = '']) => decode(hex, glyphs))
            .join('');
        })
        .join(''),
    );
    texts.push(lines.join('\n'));
  }
  return texts;
}

/**
 * The fonts of a PDF as poppler's `pdffonts` reads them (poppler-utils, installed by .ci/run), in its
 * order: each font's name and whether the file embeds it, which PDF/A requires of every font.
 */
export function embeddedFonts(pdf: Buffer): Array<{ name: string; embedded: boolean }> {
  const folder = mkdtempSync(join(tmpdir(), 'bilan-fonts-'));
  try {
    const file = join(folder, 'document.pdf');
    writeFileSync(file, pdf);
    const table = execFileSync('pdffonts', [file], { encoding: 'utf8', timeout: 30_000 });
    // Two heading lines, then a font a line: name, type (may hold spaces), encoding, emb, sub, uni, object, generation.
    return table
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        const words = line.trim().split(/\s+/);
        return { name: words[0] ?? '', embedded: words.at(-5) === 'yes' };
      });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
