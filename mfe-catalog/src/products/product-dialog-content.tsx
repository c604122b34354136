// The dialog's body (lazy chunk): load, then the one-column product view.
import { useTenant } from '@storefront/state';
import { ProductLoader } from './product-loader';
import { ProductView } from './product-view';
import { useAfterAdd } from './use-after-add';

export default function ProductDialogContent({
  productId,
  onClose,
  onAdded,
}: {
  productId: string;
  onClose(): void;
  /** Closes the dialog and shows the banner (when no redirect applies). */
  onAdded(): void;
}) {
  const { store } = useTenant();
  const afterAdd = useAfterAdd(store.content.views.landing?.addItemRedirect, onAdded);
  return (
    <ProductLoader value={productId} onClose={onClose}>
      {(product) => (
        <ProductView key={product._id} product={product} layout="dialog" onAdded={afterAdd} />
      )}
    </ProductLoader>
  );
}
