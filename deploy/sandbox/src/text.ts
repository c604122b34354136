/** Lower case without accents (ñ → n): the form of search_text and sort_name. */
export const foldText = (text: string) =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/** A comma list from a query string ("a, b,,c" → ["a", "b", "c"]). */
export const commaList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
