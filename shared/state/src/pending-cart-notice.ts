// A cart-change notice found where it could not be shown (the catalogue's add, the shell's merge
// after a password reset, the checkout's failed process), waiting for the cart page. In the main
// entry because the shell clears it at sign-out; the detection hook is '@storefront/state/cart-changes'.
import { atom } from 'jotai';
import type { CartChanges } from '@storefront/domain';
import { globalAtom } from './global-atom';

export interface CartChangeNotice {
  changes: CartChanges;
  cartEmpty: boolean;
  /** The store the cart belongs to (a pending notice is shown only in its store). */
  storeId?: string;
}

/** A notice found where it could not be shown, waiting for the cart page (memory only). */
export const pendingCartNoticeAtom = globalAtom('pendingCartNotice', () =>
  atom<CartChangeNotice | null>(null),
);
