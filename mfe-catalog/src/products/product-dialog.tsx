// ProductDialog: the product opened from a card (spec 000 §2), in a dialog 375 px wide (§9).
// Its content is a lazy chunk, so the landing does not pay for the product screen until a card
// is opened. The added-to-cart banner lives outside the dialog: it outlasts the closing.
import { lazy, Suspense, useCallback, useState } from 'react';
import { Modal, PageSpinner, VisuallyHidden } from '@storefront/ui';
import { AddedBanner } from './added-banner';

export const PRODUCT_DIALOG_TITLE = 'Detalle del producto';
/** Spec 000 §9: "Dialog width 375." */
export const PRODUCT_DIALOG_WIDTH = 375;

const ProductDialogContent = lazy(() => import('./product-dialog-content'));

export interface ProductDialogProps {
  /** Id or SKU. */
  productId: string | null;
  open: boolean;
  onClose(): void;
}

export function ProductDialog({ productId, open, onClose }: ProductDialogProps) {
  const [bannerAt, setBannerAt] = useState<number | null>(null);
  const hideBanner = useCallback(() => setBannerAt(null), []);
  const added = useCallback(() => {
    setBannerAt(Date.now());
    onClose();
  }, [onClose]);

  return (
    <>
      <Modal
        open={open && Boolean(productId)}
        onClose={onClose}
        width={`${PRODUCT_DIALOG_WIDTH}px`}
        title={<VisuallyHidden>{PRODUCT_DIALOG_TITLE}</VisuallyHidden>}
      >
        {productId ? (
          <Suspense fallback={<PageSpinner />}>
            <ProductDialogContent productId={productId} onClose={onClose} onAdded={added} />
          </Suspense>
        ) : null}
      </Modal>
      <AddedBanner shownAt={bannerAt} onHide={hideBanner} />
    </>
  );
}
