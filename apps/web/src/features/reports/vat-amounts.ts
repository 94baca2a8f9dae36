/** Decimal amounts of the API ("38115", "31.00") compared and subtracted as integers of minor units, never floats. */
function minorUnits(text: string, decimals: number): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const units = BigInt(`${whole}${fraction.padEnd(decimals, '0').slice(0, decimals)}` || '0');
  return negative ? -units : units;
}

const decimalsOf = (...texts: string[]) => Math.max(...texts.map((text) => text.split('.')[1]?.length ?? 0));

/** `total − done` as decimal text with the decimals of the amounts. */
export function remainingAmount(total: string, done: string): string {
  const decimals = decimalsOf(total, done);
  const rest = minorUnits(total, decimals) - minorUnits(done, decimals);
  const digits = (rest < 0n ? -rest : rest).toString().padStart(decimals + 1, '0');
  const text = decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return rest < 0n ? `-${text}` : text;
}

/** Whether `left` is more than `right`. */
export function isMoreThan(left: string, right: string): boolean {
  const decimals = decimalsOf(left, right);
  return minorUnits(left, decimals) > minorUnits(right, decimals);
}
