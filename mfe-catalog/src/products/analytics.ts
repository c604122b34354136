// Spec 000 §2 Other: "Ecommerce_Button_Clicked", the one event name of the landing's, the
// catalogue's and the product's clicks; here the product form's add button.
import { bus } from '@storefront/bus';

export const BUTTON_CLICKED = 'Ecommerce_Button_Clicked';

export function trackAddToCart(product: { _id: string; name: string }) {
  bus.emit('analytics', {
    kind: 'track',
    event: BUTTON_CLICKED,
    props: {
      button: 'add_to_cart',
      productId: product._id,
      name: product.name,
      location: 'product',
    },
  });
}
