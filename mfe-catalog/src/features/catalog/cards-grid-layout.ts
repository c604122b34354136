// The catalogue grid's geometry, shared by the plain grid, the windowed grid and the skeleton.
import { PRODUCT_CARD_HEIGHT } from '../../products/product-card';

/** Lists longer than this are windowed (a dozen pages of 4: well past a first screen). */
export const WINDOW_FROM = 48;
export const ROW_GAP = 35;
export const CARD_HEIGHT = {
  base: parseInt(PRODUCT_CARD_HEIGHT.base),
  md: parseInt(PRODUCT_CARD_HEIGHT.md),
};
export const COLUMN_GAP = { base: 20, md: 30 };
