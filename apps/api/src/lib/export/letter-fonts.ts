import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The fonts of letters (invoices, reminders): DejaVu Sans from the `dejavu-fonts-ttf` package (Bitstream
 * Vera licence, in that package's LICENSE), embedded as subsets. PDF/A (Factur-X) requires every font
 * embedded, which PDFKit's standard Helvetica is not; DejaVu also draws the narrow no-break spaces that
 * French amounts group digits with (docs/decisions/0031-factur-x-out.md).
 */
export const LETTER_FONT = { regular: 'Letter', bold: 'Letter-Bold', oblique: 'Letter-Oblique' } as const;

const FILES: Record<keyof typeof LETTER_FONT, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  oblique: 'DejaVuSans-Oblique.ttf',
};

let files: Map<string, Buffer> | undefined;

/** The font files, read once from the package beside the code, never from the system. */
function fontFiles(): Map<string, Buffer> {
  if (!files) {
    const folder = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    files = new Map(
      (Object.keys(FILES) as Array<keyof typeof LETTER_FONT>).map((style) => [
        LETTER_FONT[style],
        readFileSync(join(folder, FILES[style])),
      ]),
    );
  }
  return files;
}

/** Registers the letter fonts in a new document and starts it in the regular one. */
export function useLetterFonts(pdf: PDFKit.PDFDocument): void {
  for (const [name, file] of fontFiles()) pdf.registerFont(name, file);
  pdf.font(LETTER_FONT.regular);
}
