import { atom } from 'jotai';
import { globalAtom } from './global-atom';

/** Items in the cart (navbar badge). 0 when the count fails (spec 000 §4). */
export const cartCountAtom = globalAtom('cartCount', () => atom(0));

export interface Chrome {
  navbar: boolean;
  footer: boolean;
}

/** Screens hide the navbar/footers (e.g. payment screens); the router guard shows both again. */
export const chromeAtom = globalAtom('chrome', () => atom<Chrome>({ navbar: true, footer: true }));
