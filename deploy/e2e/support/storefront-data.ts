// What a public page of a store shows, asked of the sandbox through the SDK (the same calls and
// params the pages make) and priced with the domain's own rules, so tests that check a page's
// content (e.g. its server-rendered HTML) follow the seed instead of hard-coding it.
import { cardPrice, formatAmount, frequencyOptions } from '@storefront/domain';
import { createApi, createMemoryTokenStore, type Product, type Store } from '@storefront/sdk';
import { SANDBOX_URL, type StoreName } from './env';

const api = () => createApi({ baseUrl: `${SANDBOX_URL}/v1`, tokens: createMemoryTokenStore() });

/** The catalogue's page size and sorts (mfe-catalog catalog-texts.ts / catalog-sort.ts, spec 000 §9). */
const CATALOG_PAGE_SIZE = 4;
const SORTS = ['defaultPrice', '-defaultPrice', 'name', '-name'] as const;
/** The landing's page size (spec 000 §7). */
const LANDING_PAGE_SIZE = 100;
/** The shell's fallback titles when a view has none (mfe-catalog info-page.tsx / contact-page.tsx). */
const INFO_TITLE = '¿Cómo funciona?';
const CONTACT_TITLE = 'Contacto';

export interface ProductCardText {
  id: string;
  name: string;
  /** The card's price line, e.g. "Desde $670". */
  price: string;
}

export interface StorePages {
  store: Store;
  /** The navbar's store name (navbar storeName, else the store's name). */
  storeName: string;
  landing: {
    title: string;
    /** The category filter's buttons (visible categories), in order. */
    categories: string[];
    firstCategory: string;
    firstProducts: ProductCardText[];
  };
  catalog: { title: string; firstProducts: ProductCardText[] };
  info: { title: string; steps: string[] };
  contact: { title: string; description: string };
}

/** A landing category's query fragment ("categories=A,B&brands=C") as SDK query params. */
function fragmentQuery(fragment: string | null | undefined): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(fragment ?? '')) {
    if (key === 'categories' || key === 'brands')
      params[key] = value.split(',').map((part) => part.trim());
    else params[key] = value;
  }
  return params;
}

/** Everything a test compares the public pages of `storeName` with. */
export async function storePages(name: StoreName, firstCount = 3): Promise<StorePages> {
  const client = api();
  const store = await client.stores.findByName(name);
  if (!store) throw new Error(`store ${name} is not seeded`);
  const policy = await client.policies.get(store._id);
  const views = store.content.views;
  const landing = views.landing;
  const priceOptions = {
    showFromText: landing.showFromText,
    showDeliveryPriceMessage: landing.showDeliveryPriceMessage,
    shippingChargeType: policy.subscriptionPolicy?.shippingChargeType,
  };
  const cards = (products: readonly Product[], disaggregateTaxAmount?: boolean | null) =>
    products.slice(0, firstCount).map((product) => ({
      id: product._id,
      name: product.name,
      price:
        cardPrice(product, {
          ...priceOptions,
          disaggregateTaxAmount: disaggregateTaxAmount ?? undefined,
        })?.text ?? '',
    }));

  const visible = (landing.categories ?? []).filter((c) => !c.hidden);
  const category = visible[0];
  if (!category) throw new Error(`${name}'s landing has no visible category`);
  const landingProducts = await client.catalog.products({
    ...fragmentQuery(category.query),
    storeId: store._id,
    active: true,
    sort: 'defaultPrice',
    limit: LANDING_PAGE_SIZE,
    page: 1,
  });
  const sort = SORTS.find((s) => s === views.catalog.defaultSorting) ?? 'defaultPrice';
  const catalogProducts = await client.catalog.products({
    storeId: store._id,
    active: true,
    page: 1,
    limit: CATALOG_PAGE_SIZE,
    sort,
  });
  return {
    store,
    storeName: navbarName(store),
    landing: {
      title: landing.title ?? '',
      categories: visible.map((c) => c.name),
      firstCategory: category.name,
      firstProducts: cards(landingProducts.docs, landing.disaggregateTaxAmount),
    },
    catalog: {
      title: views.catalog.title ?? '',
      firstProducts: cards(catalogProducts.docs, views.catalog.disaggregateTaxAmount),
    },
    info: infoView(store),
    contact: {
      title: views.contact.title || CONTACT_TITLE,
      description: views.contact.description ?? '',
    },
  };
}

/** The name the navbar shows. */
const navbarName = (store: Store) =>
  store.content.navigation.navbar.storeName?.trim() || store.name;

/** The info page's title and step titles. */
function infoView(store: Store) {
  const { info } = store.content.views;
  return {
    title: info.title || INFO_TITLE,
    // The view is loose beyond title/description (mfe-catalog info-steps.ts keeps titled steps).
    steps: (Array.isArray(info.steps) ? (info.steps as Array<{ title?: unknown }>) : [])
      .map((step) => (typeof step.title === 'string' ? step.title : ''))
      .filter(Boolean),
  };
}

/** A product page's name and its frequency radios' labels and list prices ("Mensual", "$7.990"). */
export async function productPage(id: string) {
  const product = await api().catalog.product(id);
  return {
    product,
    name: product.name,
    frequencies: frequencyOptions(product).map((option) => ({
      label: option.label,
      price: formatAmount(option.price, product.currency ?? 'clp'),
    })),
  };
}
