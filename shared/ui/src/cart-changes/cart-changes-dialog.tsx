// The removed-or-reduced modal (spec 000 §4 Cart change detection) with the store's
// content.views.overlays texts (cartCatalogSafeCheck). Like the other overlays, its Chakra dialog
// code is loaded only when it first opens.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CartChanges } from '@storefront/domain';

/** One overlay's texts as the store content carries them (any may be missing). */
export interface OverlayTexts {
  title?: string | null;
  description?: string | null;
  subTitle?: string | null;
  preListInfo?: string | null;
  remainingItemsMessage?: string | null;
  emptyCartMessage?: string | null;
  continueToPayment?: string | null;
  modifySubscription?: string | null;
  continueBuying?: string | null;
  backToHome?: string | null;
  backToCart?: string | null;
}

export interface CartChangesDialogProps {
  open: boolean;
  texts: OverlayTexts;
  changes: CartChanges;
  /** The cart is empty now: the empty-cart message instead of the remaining one, no "continue to payment". */
  cartEmpty: boolean;
  onContinue(): void;
  onBackToCart(): void;
  onClose(): void;
}

const CartChangesDialogImpl = lazy(() => import('./cart-changes-dialog.impl'));

export function CartChangesDialog(props: CartChangesDialogProps) {
  const [mounted, setMounted] = useState(props.open);
  useEffect(() => {
    if (props.open) setMounted(true);
  }, [props.open]);
  if (!mounted && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <CartChangesDialogImpl {...props} />
    </Suspense>
  );
}
