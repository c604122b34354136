// The removed-or-reduced modal (spec 000 §4 Cart change detection) with the store's
// content.views.overlays texts (cartCatalogSafeCheck). Like the other overlays, its Chakra dialog
// code is loaded only when it first opens.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CartChangesDialogProps } from './cart-changes-dialog-props';

export type { CartChangesDialogProps, OverlayTexts } from './cart-changes-dialog-props';

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
