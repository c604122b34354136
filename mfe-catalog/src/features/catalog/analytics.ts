// Spec 000 §2 Other: "Ecommerce_Button_Clicked" on product select and category click, here with
// location "catalog" (the landing's events say "landing").
import { bus } from '@storefront/bus';
import { BUTTON_CLICKED } from '../../products/analytics';

export function trackCatalogCategory(category: string, selected: boolean) {
  bus.emit('analytics', {
    kind: 'track',
    event: BUTTON_CLICKED,
    props: { button: 'category', category, selected, location: 'catalog' },
  });
}

export function trackCatalogProduct(product: { _id: string; name: string }) {
  bus.emit('analytics', {
    kind: 'track',
    event: BUTTON_CLICKED,
    props: { button: 'product', productId: product._id, name: product.name, location: 'catalog' },
  });
}
