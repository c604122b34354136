// The catalogue's product form (spec 000 §2, §5): the shared selection form with
// "Agregar al carrito": adds the choice to the shopper's cart, tells the navbar, compares the cart
// the answer carries with the one the shopper last saw (000 §4 "detection runs after ... add": a
// product of the same family replaced, a quantity cut) and leaves any notice for the cart page,
// and reports the add.
import { bus } from '@storefront/bus';
import type { AddProductResult, Product } from '@storefront/sdk';
import { useApi, useTenant } from '@storefront/state';
import { useCartChangeNotice } from '@storefront/state/cart-changes';
import { ProductSelectionForm, type ProductChoice } from '@storefront/widgets/product-form';
import { addToCartErrorText } from './add-to-cart-error';
import { trackAddToCart } from './analytics';
import { useCartQuantity } from './use-cart-quantity';

export const ADD_TO_CART_TEXT = 'Agregar al carrito';

export interface ProductFormProps {
  product: Product;
  /** After a successful add (the bus event is already sent). */
  onAdded(result: AddProductResult): void;
}

export function ProductForm({ product, onAdded }: ProductFormProps) {
  const api = useApi();
  const { store } = useTenant();
  const { inCart, refresh, owner } = useCartQuantity(store._id, product._id);
  const { receive } = useCartChangeNotice();

  const add = async (choice: ProductChoice) => {
    try {
      const result = await api.carts.addProduct({ ...owner, product: choice });
      bus.emit('cart:changed', { totalLength: result.cart.totalLength });
      // The answer's cart becomes the baseline; what the server took away is shown on the cart page.
      receive({ storeId: store._id, products: result.cart.products }, undefined, { later: true });
      refresh();
      onAdded(result);
      return null;
    } catch (error) {
      return addToCartErrorText(error);
    }
  };

  return (
    <ProductSelectionForm
      product={product}
      inCart={inCart}
      submitLabel={ADD_TO_CART_TEXT}
      onAttempt={() => trackAddToCart(product)}
      onSubmit={add}
    />
  );
}
