import { describe, expect, it } from 'vitest';
import { transferFigures } from './transfer-figures.ts';

describe('transferFigures', () => {
  it('1,000 EUR sold for 650,000 XAF: implied 650, 655,957 sent at the parity, loss 5,957', () => {
    const figures = transferFigures(
      { currency: 'EUR', rate: '655.957' },
      { currency: 'XAF', rate: null },
      { sent: '1 000,00', received: '650 000' },
      'XAF',
      'fr',
    );
    expect(figures).toEqual({
      sent: 100000n,
      received: 650000n,
      impliedRate: '650',
      valueSent: 655957n,
      valueReceived: 650000n,
      difference: 5957n,
    });
  });

  it('USD to EUR in a XAF company: both sides valued, the implied rate to six decimals', () => {
    // 1,000.00 USD at 598.25 = 598,250 XAF; 915.00 EUR at 655.957 = 600,200.655 → 600,201: a gain of 1,951.
    const figures = transferFigures(
      { currency: 'USD', rate: '598.25' },
      { currency: 'EUR', rate: '655.957' },
      { sent: '1000', received: '915' },
      'XAF',
      'en',
    );
    expect(figures).toMatchObject({ impliedRate: '0.915', valueSent: 598250n, valueReceived: 600201n });
    expect(figures?.difference).toBe(-1951n);
  });

  it('one currency: the amount received is the amount sent; no rate; nothing while unread or unknown', () => {
    const xaf = { currency: 'XAF', rate: null };
    expect(transferFigures(xaf, xaf, { sent: '250000', received: '' }, 'XAF', 'en')).toMatchObject({
      received: 250000n,
      impliedRate: null,
      difference: 0n,
    });
    expect(transferFigures(xaf, xaf, { sent: '0', received: '' }, 'XAF', 'en')).toBeNull();
    const usd = transferFigures({ currency: 'USD', rate: null }, xaf, { sent: '3', received: '1700' }, 'XAF', 'en');
    expect(usd).toMatchObject({ impliedRate: '566.666667', valueSent: null, difference: null });
  });
});
