import * as v from 'valibot';
import { optBool, optNum, optStr } from './common';

export const FontsSchema = v.looseObject({});

export interface NavOption {
  text: string;
  linkUrl?: string | null;
  prefixIcon?: string | null;
  suffixIcon?: string | null;
  fonts?: Record<string, unknown> | null;
  background?: string | null;
  dropdown?: NavOption[] | null;
  [key: string]: unknown;
}

export const NavOptionSchema: v.GenericSchema<unknown, NavOption> = v.looseObject({
  text: v.string(),
  linkUrl: optStr(),
  prefixIcon: optStr(),
  suffixIcon: optStr(),
  fonts: v.nullish(FontsSchema),
  background: optStr(),
  dropdown: v.nullish(v.array(v.lazy(() => NavOptionSchema))),
});

export const AlertSchema = v.looseObject({ text: v.string(), type: optStr(), height: v.nullish(v.union([v.number(), v.string()])) });
export type Alert = v.InferOutput<typeof AlertSchema>;

export const NavbarSchema = v.looseObject({
  storeLogoUrl: optStr(),
  storeLogoUrlRedirect: optStr(),
  storeName: optStr(),
  storeNameRedirect: optStr(),
  color: optStr(),
  textColor: optStr(),
  fonts: v.nullish(FontsSchema),
  alert: v.optional(v.nullable(v.array(AlertSchema)), []),
  navOptionsDesktop: v.optional(v.nullable(v.array(NavOptionSchema)), []),
  navOptionsMobile: v.optional(v.nullable(v.array(NavOptionSchema)), []),
});

export const FooterSchema = v.looseObject({ show: optBool(), storeName: optStr(), fonts: v.nullish(FontsSchema), color: optStr() });

export const NavigationSchema = v.looseObject({
  navbar: v.optional(NavbarSchema, {}),
  footer: v.optional(FooterSchema, {}),
  tabLogoUrl: optStr(),
  metadata: v.nullish(v.looseObject({})),
});

/** Any view: `{ active, title, description }` at least. */
const viewEntries = { active: v.optional(v.boolean(), false), title: optStr(), description: optStr() };
export const ViewSchema = v.looseObject(viewEntries);
export type View = v.InferOutput<typeof ViewSchema>;

export const BannerSchema = v.looseObject({ imageUrlMobile: optStr(), imageUrlDesktop: optStr(), linkUrl: optStr() });
export type Banner = v.InferOutput<typeof BannerSchema>;

export const LandingCategorySchema = v.looseObject({
  name: v.string(),
  hidden: optBool(),
  query: optStr(),
  display: v.nullish(v.picklist(['cards', 'saas', 'table'])),
});
export type LandingCategory = v.InferOutput<typeof LandingCategorySchema>;

export const LandingViewSchema = v.looseObject({
  ...viewEntries,
  subtitle: optStr(),
  banners: v.optional(v.nullable(v.array(BannerSchema)), []),
  carousel: v.nullish(v.looseObject({ height: v.nullish(v.union([v.number(), v.string()])), arrows: optBool(), selectors: optBool(), infinite: optBool() })),
  categories: v.optional(v.nullable(v.array(LandingCategorySchema)), []),
  notes: v.nullish(v.unknown()),
  fonts: v.nullish(FontsSchema),
  showFromText: optBool(),
  showDeliveryPriceMessage: optBool(),
  disaggregateTaxAmount: optBool(),
  addItemRedirect: optStr(),
  showShowAllButton: optBool(),
});
export type LandingView = v.InferOutput<typeof LandingViewSchema>;

export const CatalogViewSchema = v.looseObject({
  ...viewEntries,
  columnsCountDesktop: optNum(),
  columnsCountMobile: optNum(),
  defaultSorting: optStr(),
  disaggregateTaxAmount: optBool(),
});
export type CatalogView = v.InferOutput<typeof CatalogViewSchema>;

export const CartViewSchema = v.looseObject({
  ...viewEntries,
  secondaryButtonText: optStr(),
  emptyCart: v.nullish(v.looseObject({ imageUrl: optStr(), title: optStr(), buttonText: optStr(), buttonRoute: optStr() })),
  deliveryLabel: optStr(),
});
export type CartView = v.InferOutput<typeof CartViewSchema>;

export const OverlaySchema = v.looseObject({
  title: optStr(),
  description: optStr(),
  subTitle: optStr(),
  preListInfo: optStr(),
  remainingItemsMessage: optStr(),
  emptyCartMessage: optStr(),
  continueToPayment: optStr(),
  modifySubscription: optStr(),
  continueBuying: optStr(),
  backToHome: optStr(),
  backToCart: optStr(),
});
export type Overlay = v.InferOutput<typeof OverlaySchema>;

const inactive = { active: false };
export const ViewsSchema = v.looseObject({
  login: v.nullish(v.looseObject({ storeLogo: optStr() })),
  landing: v.optional(LandingViewSchema, inactive),
  catalog: v.optional(CatalogViewSchema, inactive),
  cart: v.optional(CartViewSchema, inactive),
  checkout: v.optional(ViewSchema, inactive),
  product: v.optional(ViewSchema, inactive),
  info: v.optional(ViewSchema, inactive),
  contact: v.optional(ViewSchema, inactive),
  defaultRoute: optStr(),
  overlays: v.nullish(v.looseObject({ cartCatalogSafeCheck: v.nullish(OverlaySchema), elementsRemoved: v.nullish(OverlaySchema) })),
});
export type Views = v.InferOutput<typeof ViewsSchema>;

export const StoreSchema = v.looseObject({
  _id: v.string(),
  name: v.string(),
  active: v.boolean(),
  templateId: optStr(),
  storeUrl: optStr(),
  domain: optStr(),
  supportEmail: optStr(),
  serviceType: v.picklist(['deliverable', 'service']),
  termsAndConditionsUrl: optStr(),
  /** URLs the store configured for login-link callbacks (its own origin is always allowed). */
  allowedRedirectUrls: v.fallback(v.array(v.string()), []),
  userOptionalAttrs: v.optional(v.nullable(v.looseObject({ name: optBool(), lastName: optBool() })), {}),
  merchants: v.optional(v.nullable(v.array(v.looseObject({ userId: v.string(), roles: v.optional(v.array(v.string()), []) }))), []),
  content: v.looseObject({
    navigation: v.optional(NavigationSchema, {}),
    views: v.optional(ViewsSchema, {}),
  }),
});
export type Store = v.InferOutput<typeof StoreSchema>;
export type ServiceType = Store['serviceType'];
