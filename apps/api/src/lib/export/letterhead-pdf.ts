import { currencyScale } from '@bilan/accounting';
import type { Company, CompanySettings, Language } from '@bilan/contract';
import { LETTER_FONT, useLetterFonts } from './letter-fonts.ts';

/** What a letterhead shows of the company: its settings' identity, else its name. */
export type LetterheadIdentity = Pick<
  CompanySettings,
  'legalName' | 'address' | 'city' | 'taxId' | 'tradeRegister' | 'siren' | 'siret' | 'vatNumber' | 'phone' | 'email'
>;

const WORDS = {
  en: {
    taxId: 'Tax id (NIU)',
    tradeRegister: 'Trade register (RCCM)',
    siren: 'SIREN',
    siret: 'SIRET',
    vatNumber: 'VAT number',
    bank: 'Bank account',
  },
  fr: {
    taxId: 'NIU',
    tradeRegister: 'RCCM',
    siren: 'SIREN',
    siret: 'SIRET',
    vatNumber: 'N° TVA intracommunautaire',
    bank: 'Compte bancaire',
  },
};

/** How a company names others and itself: France by SIREN, SIRET and VAT number; OHADA countries by NIU and RCCM. */
export function identityLabels(company: Pick<Company, 'countryCode'>, language: Language) {
  const words = WORDS[language];
  const french = company.countryCode === 'FR';
  return {
    french,
    taxId: french ? words.vatNumber : words.taxId,
    tradeRegister: french ? words.siret : words.tradeRegister,
  };
}

/**
 * The company's letterhead, top left of the first page, as on its invoices: its name, address,
 * phone, email, identifiers and bank account.
 */
export function drawLetterhead(
  pdf: PDFKit.PDFDocument,
  company: Pick<Company, 'name' | 'countryCode' | 'referentialBankAccount'>,
  identity: LetterheadIdentity | undefined,
  language: Language,
): void {
  const words = WORDS[language];
  const companyIds: Array<[string, string | null | undefined]> =
    company.countryCode === 'FR'
      ? [
          [words.siren, identity?.siren],
          [words.siret, identity?.siret],
          [words.vatNumber, identity?.vatNumber],
        ]
      : [
          [words.taxId, identity?.taxId],
          [words.tradeRegister, identity?.tradeRegister],
        ];
  pdf
    .font(LETTER_FONT.bold)
    .fontSize(18)
    .fillColor('#0b6e5f')
    .text(identity?.legalName ?? company.name, 48, 48, { width: 260 });
  pdf.font(LETTER_FONT.regular).fontSize(9).fillColor('#444');
  for (const line of [identity?.address, identity?.city, identity?.phone, identity?.email])
    if (line) pdf.text(line, { width: 260 });
  for (const [label, value] of companyIds) if (value) pdf.text(`${label}: ${value}`);
  if (company.referentialBankAccount) pdf.text(`${words.bank}: ${company.referentialBankAccount}`);
}

/**
 * Amounts with the currency and long dates in the reader's language. The letter fonts draw the narrow
 * no-break spaces Intl groups French digits with; the currency is held to its amount by a no-break space.
 */
export function letterFormats(language: Language, currency: string) {
  const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
  const scale = currencyScale(currency);
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: scale, maximumFractionDigits: scale });
  const long = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    money: (text: string | null) => `${number.format((text ?? '0') as `${number}`)}\u00a0${currency}`,
    day: (text: string | null) => (text ? long.format(new Date(`${text}T00:00:00Z`)) : ''),
  };
}

/**
 * A new A4 document and the promise of its bytes once ended; `pdfA3` makes it a PDF/A-3 (B) file, PDF
 * 1.7, with its XMP metadata and colour profile, which Factur-X requires to carry its XML. Its fonts are
 * the embedded letter fonts (letter-fonts.ts).
 */
export async function openLetter(title: string, options: { pdfA3?: boolean } = {}) {
  // Loaded on first use: PDFKit adds a quarter of a second to every start-up otherwise.
  const { default: PDFDocument } = await import('pdfkit');
  const archival = options.pdfA3 ? ({ subset: 'PDF/A-3b', pdfVersion: '1.7' } as const) : {};
  const pdf = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title }, ...archival });
  useLetterFonts(pdf);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  return { pdf, done };
}
