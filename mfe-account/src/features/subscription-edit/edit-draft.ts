// The edit's draft: what the shopper changed, kept apart from the subscription as read until
// Confirmar sends it (001 §2 "Volver sin guardar" leaves the subscription as it was), the products
// added from the catalogue, and the price of the edited products as the provider will compute it.
// The patch's body is the domain's (subscriptionEditPayload). Plain functions: the edit's state
// stays in EditForm.
import { editedProductsPrice, promotionForPurchase, startUserPromotion } from '@storefront/domain';
import type { Product } from '@storefront/sdk';
import type {
  PriceConsent,
  Subscription,
  SubscriptionProduct,
} from '@storefront/sdk/subscriptions';

export interface DraftItem {
  productId: string;
  quantity: number;
  /** The answer to a price change (001 §4 opt-in toggle); undefined when the item has none. */
  optIn?: boolean;
}

export type Draft = Record<string, DraftItem>;

/** A product added from the catalogue: shown like the others, sent as a new productId. */
export interface AddedProduct {
  item: SubscriptionProduct;
  product: Product;
}

export function draftOf(subscription: Subscription): Draft {
  return Object.fromEntries(
    subscription.products.map((item) => [
      item.productId,
      {
        productId: item.productId,
        quantity: item.quantity,
        ...(item.priceChange ? { optIn: item.priceChange.optIn !== false } : {}),
      },
    ]),
  );
}

/**
 * A product added from the catalogue, as an item of the subscription. A product added is a
 * purchase: it starts the promotion a purchase of it gets, as the provider will (API.md
 * "Promotions").
 */
export function addedItem(
  product: Product,
  quantity: number,
  billingType: string,
): SubscriptionProduct {
  const price = product.prices?.[billingType as keyof typeof product.prices] ?? 0;
  const promotion = promotionForPurchase(product.promotions, billingType);
  const held = promotion ? startUserPromotion(promotion, new Date()) : null;
  return {
    productId: product._id,
    name: product.name,
    quantity,
    price,
    promotions:
      promotion && held
        ? [{ ...held, discount: { ...held.discount }, priority: promotion.priority }]
        : [],
    product: { imageUrl: product.imageUrl ?? null, stock: product.stock ?? null },
  };
}

/**
 * The edited products' price as the provider will compute it (the shipping quote's amount): each
 * item with its drafted quantity; a held item keeps its stored discount while its quantity is
 * untouched.
 */
export function draftPrice(
  subscription: Subscription,
  items: readonly SubscriptionProduct[],
  draft: Draft,
  addedIds: readonly string[],
  productOf: Record<string, Product | null>,
  currency: string,
): number {
  return editedProductsPrice(
    items.map((item) => {
      const isAdded = addedIds.includes(item.productId);
      return {
        price: item.price,
        quantity: draft[item.productId]?.quantity ?? 0,
        quantityDiscounts: productOf[item.productId]?.quantityDiscounts ?? null,
        promotions: item.promotions,
        ...(isAdded
          ? {}
          : {
              originalQuantity: item.quantity,
              quantityDiscount:
                typeof item.quantityDiscount === 'number' ? item.quantityDiscount : null,
            }),
      };
    }),
    currency,
    new Date(subscription.payday),
  );
}

/** The shopper's past answers to price changes (issue 12 "Price changes as consent"), by product. */
export function consentsByProduct(consents: readonly PriceConsent[]) {
  const by: Record<string, PriceConsent[]> = {};
  for (const consent of consents) (by[consent.productId] ??= []).push(consent);
  return by;
}
