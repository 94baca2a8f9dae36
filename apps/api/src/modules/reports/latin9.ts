/** The eight code points where ISO 8859-15 differs from ISO 8859-1 (Latin-1), by the character they hold. */
const LATIN9_SPECIALS = new Map<string, number>([
  ['€', 0xa4],
  ['Š', 0xa6],
  ['š', 0xa8],
  ['Ž', 0xb4],
  ['ž', 0xb8],
  ['Œ', 0xbc],
  ['œ', 0xbd],
  ['Ÿ', 0xbe],
]);
/** The Latin-1 characters whose byte ISO 8859-15 gives to one of the eight above. */
const LATIN1_REPLACED = new Set([0xa4, 0xa6, 0xa8, 0xb4, 0xb8, 0xbc, 0xbd, 0xbe]);

/** Text as ISO 8859-15 bytes; a character the encoding lacks becomes "?". */
export function encodeLatin9(text: string): Buffer {
  const bytes: number[] = [];
  for (const character of text) {
    const special = LATIN9_SPECIALS.get(character);
    const code = character.codePointAt(0) ?? 0x3f;
    if (special !== undefined) bytes.push(special);
    else if (code <= 0xff && !LATIN1_REPLACED.has(code)) bytes.push(code);
    else bytes.push(0x3f);
  }
  return Buffer.from(bytes);
}
