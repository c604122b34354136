import type { MouseEvent } from 'react';
import type { Product } from '@storefront/sdk';
import type { CardPrice } from '@storefront/domain';

/** The card price of a product with the landing's flags and the store's policy applied. */
export type PriceOf = (product: Product) => CardPrice | null;

/** A product link was clicked; the landing may prevent the navigation to open its dialog. */
export type SelectProduct = (product: Product, event: MouseEvent<HTMLElement>) => void;

/** The saas carousel's slide width (spec 000 §9: 340px); its skeleton takes the same. */
export const SLIDE_WIDTH = 340;
