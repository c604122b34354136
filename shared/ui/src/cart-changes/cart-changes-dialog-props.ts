// The cart-changes dialog's props, apart so its lazy implementation imports them without a circle.
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
