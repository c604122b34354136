// The catalogue and the carts: categories, products, carts and their lines, shipping quotes.
import type { GeneratedAlways, Generated } from 'kysely';
import type { Json, JsonObject, Timestamp } from './column-types';

export interface CategoriesTable {
  id: string;
  store_id: string;
  name: string;
  parent_id: string | null;
  /** Ancestor ids and own id, each followed by '/': descendants share the prefix. */
  path: string;
  depth: number;
  active: boolean;
  position: number;
}

export interface ProductsTable {
  id: string;
  store_id: string;
  sku: string;
  name: string;
  /** Lower-case name without accents: a sort key that orders the same on every collation. */
  sort_name: string;
  brand: string;
  active: boolean;
  hidden: boolean;
  stock: number | null;
  full_stock: number | null;
  default_price: number;
  currency: string;
  /** The price in pesos (UF at the sandbox's value), what "Precio" sorts on: generated (0016). */
  sort_price: GeneratedAlways<number>;
  category_id: string | null;
  product_family_id: string | null;
  /** Lower-case name, sku and brand without accents, for the search filter. */
  search_text: string;
  doc: Json<JsonObject>;
  position: number;
}

export interface CartsTable {
  id: string;
  store_id: string;
  guest_id: string | null;
  user_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartLinesTable {
  id: string;
  cart_id: string;
  product_id: string;
  quantity: number;
  billing_type: string;
  labels: Json<unknown[]>;
  expiration_cycles: number | null;
  base_payday: string | null;
  custom_price: number | null;
  position: Generated<string>;
}

/** A shipping quote (spec 001 §7 GET shippings/getPrice); its id is a hash of the inputs. */
export interface ShippingsTable {
  id: string;
  store_id: string;
  commune: string;
  currency: string;
  amount: number;
  price: number;
  created_at: Timestamp;
}
