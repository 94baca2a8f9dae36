import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFString,
} from '@cantoo/pdf-lib';
import { AppError } from '../../http/app-error.ts';

/** The largest invoice XML read out of a PDF: an inflated stream stops there (a "zip bomb" cannot grow). */
export const EMBEDDED_XML_MAX_BYTES = 8 * 1024 * 1024;

/** The names Factur-X (and ZUGFeRD, XRechnung) give the embedded invoice, preferred in this order. */
const INVOICE_FILE_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'];

const nameOf = (spec: PDFDict): string => {
  const value = spec.lookup(PDFName.of('UF')) ?? spec.lookup(PDFName.of('F'));
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : '';
};

/** File specifications of the name tree (with its kids) and of the catalog's /AF array. */
function fileSpecs(pdf: PDFDocument): PDFDict[] {
  const specs: PDFDict[] = [];
  const walk = (node: PDFObject | undefined, depth: number) => {
    if (!(node instanceof PDFDict) || depth > 8) return;
    const names = node.lookup(PDFName.of('Names'));
    if (names instanceof PDFArray) {
      for (let index = 1; index < names.size(); index += 2) {
        const spec = names.lookup(index);
        if (spec instanceof PDFDict) specs.push(spec);
      }
    }
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids instanceof PDFArray)
      for (let index = 0; index < kids.size(); index += 1) walk(kids.lookup(index), depth + 1);
  };
  const namesDict = pdf.catalog.lookup(PDFName.of('Names'));
  if (namesDict instanceof PDFDict) walk(namesDict.lookup(PDFName.of('EmbeddedFiles')), 0);
  const associated = pdf.catalog.lookup(PDFName.of('AF'));
  if (associated instanceof PDFArray) {
    for (let index = 0; index < associated.size(); index += 1) {
      const spec = associated.lookup(index);
      if (spec instanceof PDFDict) specs.push(spec);
    }
  }
  return specs;
}

function streamBytes(spec: PDFDict): Uint8Array {
  const embedded = spec.lookup(PDFName.of('EF'));
  const stream = embedded instanceof PDFDict ? embedded.lookup(PDFName.of('F')) : undefined;
  if (!(stream instanceof PDFRawStream)) throw new AppError('E_INVOICE_UNREADABLE');
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const filterName = filter instanceof PDFArray ? filter.lookup(0) : filter;
  if (filterName === undefined) return stream.contents;
  if (filterName instanceof PDFName && filterName.asString() === '/FlateDecode') {
    try {
      return inflateSync(stream.contents, { maxOutputLength: EMBEDDED_XML_MAX_BYTES });
    } catch {
      throw new AppError('E_INVOICE_TOO_LARGE');
    }
  }
  throw new AppError('E_INVOICE_UNREADABLE');
}

/** The invoice XML a Factur-X PDF carries (factur-x.xml); E_INVOICE_XML_MISSING when it carries none. */
export async function extractFacturXXml(pdfBytes: Uint8Array): Promise<string> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(pdfBytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch {
    throw new AppError('E_INVOICE_UNREADABLE');
  }
  const specs = fileSpecs(pdf);
  const byName = (name: string) => specs.find((spec) => nameOf(spec).toLowerCase() === name);
  const spec =
    INVOICE_FILE_NAMES.map(byName).find(Boolean) ??
    specs.find((candidate) => nameOf(candidate).toLowerCase().endsWith('.xml'));
  if (!spec) throw new AppError('E_INVOICE_XML_MISSING');
  return new TextDecoder('utf-8').decode(streamBytes(spec));
}
