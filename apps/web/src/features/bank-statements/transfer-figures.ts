import { convert, currencyScale, parseAmount, readExchangeRate } from '@bilan/accounting';
import { normalizeDecimalInput } from '../../lib/decimal-input.ts';

export interface TransferSideInput {
  currency: string;
  /** The rate of the date to the company's currency ("655.957"); null while unknown, ignored in the company's currency. */
  rate: string | null;
}

export interface TransferFigures {
  sent: bigint;
  received: bigint;
  /** 1 unit sent = this many units received, to six decimals; null between accounts of one currency. */
  impliedRate: string | null;
  /** In the company's currency at the rates of the date; null while a rate is unknown. */
  valueSent: bigint | null;
  valueReceived: bigint | null;
  /** Value sent less value received: a loss when positive, a gain when negative. */
  difference: bigint | null;
}

const read = (text: string, language: string, scale: number): bigint | null => {
  try {
    const amount = parseAmount(normalizeDecimalInput(text, language), scale);
    return amount > 0n ? amount : null;
  } catch {
    return null;
  }
};

/** `numerator / denominator` as a decimal text of at most six decimals, rounded half up, zeros trimmed. */
function ratioText(numerator: bigint, denominator: bigint): string {
  const scaled = (numerator * 10n ** 6n * 2n + denominator) / (denominator * 2n);
  const whole = scaled / 10n ** 6n;
  const fraction = (scaled % 10n ** 6n).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/**
 * What a transfer will post, computed as the API does (packages/accounting treasury-transfer.ts): the
 * amounts read in each account's currency (the amount received is the amount sent in one currency),
 * the rate they imply, each side's value at the rate of the date and their difference. Null while the
 * amounts do not read.
 */
export function transferFigures(
  from: TransferSideInput,
  to: TransferSideInput,
  texts: { sent: string; received: string },
  companyCurrency: string,
  language: string,
): TransferFigures | null {
  const [fromScale, toScale] = [currencyScale(from.currency), currencyScale(to.currency)];
  const sent = read(texts.sent, language, fromScale);
  const same = from.currency === to.currency;
  const received = same ? sent : read(texts.received, language, toScale);
  if (sent === null || received === null) return null;
  const companyValue = (side: TransferSideInput, amount: bigint) => {
    if (side.currency === companyCurrency) return amount;
    return side.rate ? (convert(amount, side.currency, readExchangeRate(side.rate), companyCurrency) as bigint) : null;
  };
  const valueSent = companyValue(from, sent);
  const valueReceived = companyValue(to, received);
  return {
    sent,
    received,
    impliedRate: same ? null : ratioText(received * 10n ** BigInt(fromScale), sent * 10n ** BigInt(toScale)),
    valueSent,
    valueReceived,
    difference: valueSent === null || valueReceived === null ? null : valueSent - valueReceived,
  };
}
