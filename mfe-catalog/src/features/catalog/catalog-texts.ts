// Spanish texts and constants of the catalogue (spec 000 §2 Catalogue, §9 constants).
export const CATALOG_PAGE_SIZE = 4;
export const SEARCH_DEBOUNCE_MS = 1000;
export const BRANDS_STEP = 10;
export const BRANDS_INTERVAL_MS = 500;
export const CATEGORY_MAX_DEPTH = 4;
/** The next page is asked for while the spinner is still this far below the viewport. */
export const PREFETCH_MARGIN = '0px 0px 800px 0px';

export const EMPTY_CATALOG_TEXT = 'No hay productos que coincidan, prueba con otras opciones';
export const END_WITH_FILTERS_TEXT = 'No quedan más productos.';
export const END_SEARCH_HINT_TEXT = '¿No encuentras lo que buscas? Usa el buscador.';
export const LOAD_MORE_TEXT = 'Cargar más productos';
export const LOAD_ERROR_TEXT = 'No pudimos cargar los productos.';

/** The live region's announcement after a page arrives. */
export const loadedText = (count: number) =>
  count === 1 ? 'Se cargó 1 producto' : `Se cargaron ${count} productos`;
