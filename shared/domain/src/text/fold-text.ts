// Names typed by people, returned by a places provider and listed in a merchant's policy spell the
// same place differently ("Ñuñoa", "Nunoa", "ÑUÑOA ", "Peñalolén"). Folding (accents off, lower
// case, spaces collapsed) lets them compare equal. No two Chilean communes differ only by accents
// or case, so folding never merges two different places. The sandbox folds its search text the
// same way (deploy/sandbox/src/text.ts).

/** Lower case, without accents (ñ → n), trimmed, inner spaces collapsed to one. */
export function foldText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function sameFoldedText(
  a: string | null | undefined,
  b: string | null | undefined,
): boolean {
  return foldText(a) === foldText(b);
}
