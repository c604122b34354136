import type { Transport } from '../transport';
import * as v from 'valibot';
import { isApiError } from '../errors';
import {
  AddProductResultSchema,
  CartCountSchema,
  CartSchema,
  type AddProductResult,
  type Cart,
} from '../schemas/cart';
import {
  FailedProcessSchema,
  ProcessCartResultSchema,
  type ProcessCartResult,
} from '../schemas/checkout';

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

/** Body of "Process cart" (spec 001 §7). Registered shoppers only (a guest → 401). */
export interface ProcessCartBody extends CartOwner {
  merchantId?: string | null;
  cardId: string;
  /** From shippings.getPrice; required on deliverable stores. */
  shippingId?: string | null;
  /** The address chosen at checkout (one of the shopper's); default her main address. */
  addressId?: string | null;
  /** Spec 001 §9: 0.19. */
  tax: number;
  gift: boolean;
  currency: 'clp' | 'uf';
  /** Webpay Oneclick with the chosen instalments, or none. */
  paymentMethods?:
    { name: 'Webpay Oneclick'; priority: number; options: { issuerFees: number } }[] | null;
}

export interface ProcessCartOptions {
  /**
   * One key per checkout attempt (e.g. crypto.randomUUID() when Confirmar is pressed), reused for
   * its retries: the same key never buys twice and answers the first success again.
   */
  idempotencyKey: string;
  signal?: AbortSignal;
}

/** The cart a failed process answered with (409 "Cart changed", 402 "Payment declined"); spec 000 §4: it replaces the shown cart. */
export function cartOfFailedProcess(error: unknown): Cart | undefined {
  if (!isApiError(error)) return undefined;
  const parsed = v.safeParse(FailedProcessSchema, error.data);
  return parsed.success ? parsed.output.cart : undefined;
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
    /**
     * Buys the cart: subscriptions per billing group, orders for single purchases, the charge due
     * today. 409 "Cart changed" / 402 "Payment declined" carry the cart (see cartOfFailedProcess).
     */
    process: (body: ProcessCartBody, options: ProcessCartOptions): Promise<ProcessCartResult> =>
      t.request('POST', 'carts/process', {
        body,
        headers: { 'Idempotency-Key': options.idempotencyKey },
        schema: ProcessCartResultSchema,
        ...(options.signal ? { signal: options.signal } : {}),
      }),
    /** Bearer: moves the guest cart's lines into the signed-in user's cart; answers the user's cart. */
    mergeCarts: (query: { storeId: string; guestId: string }): Promise<Cart> =>
      t.request('GET', 'carts/mergeCarts', {
        query: { storeId: query.storeId, guestId: query.guestId },
        schema: CartSchema,
      }),
  };
}
export type CartsResource = ReturnType<typeof createCartsResource>;
