/** Folds case and accents away ("Côte" → "cote"), so that searches match what the user means. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The parts of `text` that match `query` with case and accents ignored, as written in `text`
 * ("zebulon" in "Éts Zébulon" → ["Zébulon"]), for highlighting what the search found.
 */
export function foldedMatches(text: string, query: string): string[] {
  const wanted = normalizeForSearch(query);
  if (!wanted) return [];
  let folded = '';
  // For each UTF-16 unit of the folded text, where its character starts and ends in `text`.
  const origins: Array<[number, number]> = [];
  for (let index = 0; index < text.length; ) {
    const character = String.fromCodePoint(text.codePointAt(index) ?? 0);
    const end = index + character.length;
    const foldedCharacter = character
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    folded += foldedCharacter;
    for (let unit = 0; unit < foldedCharacter.length; unit++) origins.push([index, end]);
    index = end;
  }
  const found: string[] = [];
  for (let at = folded.indexOf(wanted); at !== -1; at = folded.indexOf(wanted, at + wanted.length)) {
    const start = origins[at]?.[0] ?? 0;
    const stop = origins[at + wanted.length - 1]?.[1] ?? text.length;
    found.push(text.slice(start, stop));
  }
  return [...new Set(found)];
}
