import type { Transport } from '../transport';
import {
  AddProductResultSchema,
  CartCountSchema,
  CartSchema,
  type AddProductResult,
  type Cart,
} from '../schemas/cart';

/** Carts are keyed by guestId always, plus userId when logged in. */
export interface CartOwner {
  storeId: string;
  guestId: string;
  userId?: string | null | undefined;
}

export interface AddProductBody extends CartOwner {
  product: {
    productId: string;
    quantity: number;
    billingType: string;
    labels?: unknown;
    expirationCycles?: number;
    basePayday?: string;
    /** User-defined price. */
    price?: number;
  };
}

export interface PatchProductBody extends CartOwner {
  productId: string;
  product: {
    productOptionId: string;
    quantity: number;
    quantityDiscount?: number;
    discount?: number;
    labels?: unknown;
  };
}

export interface RemoveProductBody extends CartOwner {
  productOptionId: string;
}

const ownerQuery = ({ storeId, guestId, userId }: CartOwner) => ({
  storeId,
  guestId,
  userId: userId ?? undefined,
});

export function createCartsResource(t: Transport) {
  return {
    getOrCreate: (owner: CartOwner): Promise<Cart> =>
      t.request('GET', 'carts/getOrCreate', { query: ownerQuery(owner), schema: CartSchema }),
    /** Reads totalLength (the navbar badge). */
    count: async (owner: CartOwner): Promise<number> =>
      (await t.request('GET', 'carts/count', { query: ownerQuery(owner), schema: CartCountSchema }))
        .totalLength,
    /** `removed` is the server's flag (spec 000 §2: drives addItemRedirect). */
    addProduct: (body: AddProductBody): Promise<AddProductResult> =>
      t.request('POST', 'carts/addProduct', { body, schema: AddProductResultSchema }),
    patchProduct: (body: PatchProductBody): Promise<Cart> =>
      t.request('PUT', 'carts/patchProduct', { body, schema: CartSchema }),
    removeProduct: (body: RemoveProductBody): Promise<Cart> =>
      t.request('PUT', 'carts/removeProduct', { body, schema: CartSchema }),
    /** Bearer: moves the guest cart's lines into the signed-in user's cart; answers the user's cart. */
    mergeCarts: (query: { storeId: string; guestId: string }): Promise<Cart> =>
      t.request('GET', 'carts/mergeCarts', {
        query: { storeId: query.storeId, guestId: query.guestId },
        schema: CartSchema,
      }),
  };
}
export type CartsResource = ReturnType<typeof createCartsResource>;
