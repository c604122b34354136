// Spec 000 §2 Other: "Ecommerce_Button_Clicked" on product select and category click.
import { bus } from '@storefront/bus';

// The same name as products/analytics.ts, written here so the landing's chunk shares no module
// with the product screen's (a module two chunks share costs each its own wrapper).
const BUTTON_CLICKED = 'Ecommerce_Button_Clicked';

export function trackCategoryClick(category: string) {
  bus.emit('analytics', {
    kind: 'track',
    event: BUTTON_CLICKED,
    props: { button: 'category', category, location: 'landing' },
  });
}

export function trackProductClick(product: { _id: string; name: string }, category: string) {
  bus.emit('analytics', {
    kind: 'track',
    event: BUTTON_CLICKED,
    props: {
      button: 'product',
      productId: product._id,
      name: product.name,
      category,
      location: 'landing',
    },
  });
}
