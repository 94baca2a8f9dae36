import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedFonts, pdfTexts } from '../../testing/pdf-text.ts';
import { type Books, books, doc, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const FRENCH = { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' };

async function saveIdentity(company: Books, identity: Record<string, string>) {
  const url = `/v1/companies/${company.companyId}/settings`;
  const {
    companyId: _id,
    updatedAt: _at,
    ...body
  } = (await call(context.app, 'GET', url, undefined, { token: company.token })).json();
  const saved = await call(context.app, 'PUT', url, { ...body, ...identity }, { token: company.token });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function pdfOf(company: Books, id: string, lang: 'fr' | 'en') {
  const response = await call(context.app, 'GET', `${doc(company, id)}/pdf`, undefined, {
    token: company.token,
    query: { lang },
  });
  expect(response.statusCode, response.body).toBe(200);
  // Wrapped lines come apart at any space: the text reads as one line per page.
  return pdfTexts(response.rawPayload).map((page) => page.replace(/\s+/g, ' '));
}

describe('invoice PDF', () => {
  it('writes a French invoice: cents in words, VAT per rate, SIREN, SIRET, VAT number, the compulsory mentions', async () => {
    const company = await books(context.app, FRENCH);
    // Typed with spaces, stored without.
    await saveIdentity(company, { siren: '732 829 320', siret: '732 829 320 00017', vatNumber: 'fr44732829320' });
    // 33.54 at 20 % = 6.708 → 6.71; 40.25 in all.
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '33.54', vatRate: '20' },
    ]);
    const text = (await pdfOf(company, invoice.id, 'fr')).join(' ');
    expect(text).toContain('SIREN: 732829320');
    expect(text).toContain('SIRET: 73282932000017');
    expect(text).toContain('N° TVA intracommunautaire: FR44732829320');
    expect(text).toContain('pénalités au taux de trois fois le taux d');
    expect(text).toContain('TVA à 20 % sur 33,54 EUR');
    expect(text).toContain('6,71 EUR');
    expect(text).toContain('40,25 EUR');
    expect(text).toContain('quarante euros et vingt-cinq centimes');
    expect(text).toContain('indemnité forfaitaire pour frais de recouvrement de 40 euros');
    expect(text).not.toContain('NIU');
  });

  it('writes a Cameroon invoice in English: NIU and RCCM, one VAT row per rate, no French mentions', async () => {
    const company = await books(context.app);
    await saveIdentity(company, { taxId: 'M012345678901A', tradeRegister: 'RC/DLA/2020/B/1234' });
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '2', unitPrice: '50000', vatRate: '19.25' },
      { quantity: '1', unitPrice: '5000', vatRate: '0' },
    ]);
    const text = (await pdfOf(company, invoice.id, 'en')).join(' ');
    expect(text).toContain('Tax id (NIU): M012345678901A');
    expect(text).toContain('Trade register (RCCM): RC/DLA/2020/B/1234');
    expect(text).toContain('VAT at 0 % on 5,000 XAF');
    expect(text).toContain('VAT at 19.25 % on 100,000 XAF');
    expect(text).toContain('19,250 XAF');
    expect(text).toContain('one hundred and twenty-four thousand two hundred and fifty CFA francs');
    expect(text).not.toContain('indemnity');
    expect(text).not.toContain('SIREN');
  });

  it('keeps the totals, the amount in words and the mentions on one page', async () => {
    const company = await books(context.app, FRENCH);
    const lines = Array.from({ length: 20 }, () => ({ quantity: '1', unitPrice: '10.00', vatRate: '20' }));
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', lines);
    const pages = await pdfOf(company, invoice.id, 'fr');
    const withTotals = pages.filter((page) => page.includes('Total HT'));
    expect(withTotals).toHaveLength(1);
    expect(withTotals[0]).toContain('Total TTC');
    expect(withTotals[0]).toContain('deux-cent-quarante euros');
    expect(withTotals[0]).toContain('40 euros');
    expect(pages.indexOf(withTotals[0] ?? '')).toBeGreaterThan(0);
  });

  it('embeds its fonts and groups French digits with narrow no-break spaces, accents kept', async () => {
    const company = await books(context.app, FRENCH);
    // 1,234.56 at 20 % = 246.912 → 246.91; 1,481.47 in all.
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { description: 'Étude préalable', quantity: '1', unitPrice: '1234.56', vatRate: '20' },
    ]);
    const response = await call(context.app, 'GET', `${doc(company, invoice.id)}/pdf`, undefined, {
      token: company.token,
      query: { lang: 'fr' },
    });
    const fonts = embeddedFonts(response.rawPayload);
    // Subsets, each named with its six-letter tag.
    expect(fonts.map(({ name }) => name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
      'DejaVuSans-Oblique',
    ]);
    expect(fonts.every(({ embedded }) => embedded)).toBe(true);
    const text = pdfTexts(response.rawPayload).join('\n');
    expect(text).toContain('Étude préalable');
    expect(text).toContain('1\u202f234,56\u00a0EUR');
    expect(text).toContain('1\u202f481,47\u00a0EUR');
    expect(text).toContain('Désignation');
  });

  it('writes a French invoice in USD in dollars, its VAT stated in euros at the document rate', async () => {
    const company = await books(context.app, FRENCH);
    const rate = await call(
      context.app,
      'POST',
      `/v1/accountings/companies/${company.companyId}/exchange-rates`,
      { currency: 'USD', date: `${company.year}-01-01`, rate: '0.92' },
      { token: company.token },
    );
    expect(rate.statusCode, rate.body).toBe(201);
    // 1,000 USD at 20 % = 200 USD, 1,200 USD in all; at 0.92 the VAT is 200 × 0.92 = 184.00 €.
    const invoice = await validatedInvoice(
      context.app,
      company,
      'SALE_INVOICE',
      [{ quantity: '1', unitPrice: '1000.00', vatRate: '20' }],
      { currency: 'USD' },
    );
    expect(invoice.companyCurrencyTotals).toEqual({ excludingTax: '920.00', vat: '184.00', includingTax: '1104.00' });
    const french = (await pdfOf(company, invoice.id, 'fr')).join(' ');
    expect(french).toContain('TVA à 20 % sur 1 000,00 USD');
    expect(french).toContain('1 200,00 USD');
    expect(french).toContain('TVA en EUR (1 USD = 0,92 EUR) 184,00 EUR');
    expect(french).toContain('mille-deux-cents USD');
    const english = (await pdfOf(company, invoice.id, 'en')).join(' ');
    expect(english).toContain('VAT in EUR (1 USD = 0.92 EUR) 184.00 EUR');
  });

  it('writes no VAT in another currency on an invoice in the company currency', async () => {
    const company = await books(context.app, FRENCH);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '100.00', vatRate: '20' },
    ]);
    expect((await pdfOf(company, invoice.id, 'fr')).join(' ')).not.toContain('TVA en');
  });
});
