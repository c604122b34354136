// Spec 000 §2 Other: "Ecommerce_Button_Clicked" (the landing tracks product select; the product
// screen tracks its add button).
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
