// One builder for the seeded stores: the Store, Template and Policy documents every demo store
// shares the shape of, filled from a StoreSpec that holds only what makes a store itself (its
// names, colours, texts, views and policy choices). Ids follow the store's slug and prefix:
// `st-{slug}`, `tpl-{slug}`, `u-merchant-{prefix}`, logo `logo-{slug}.svg`.
import type { JsonObject } from '../db/schema/index';
import type { SeedProduct } from './catalogue-rows';
import {
  basicView,
  checkoutPolicy,
  holidayOverrides,
  infoView,
  overlays,
  paydayPolicy,
  paymentLinkPolicy,
  template,
  type Colors,
  type link,
  type StoreSeed,
} from './store-content';
import type { CategorySpec } from './words';

type Link = ReturnType<typeof link>;

export interface StoreSpec {
  slug: string;
  prefix: string;
  /** The name shoppers see (navbar, footer, tab). */
  title: string;
  serviceType: StoreSeed['serviceType'];
  paymentMethods: string[];
  domain?: string;
  /** Default `{shell}/{slug}`. */
  storeUrl?: string;
  /** GET /v1/shippings/getPrice: a flat price per currency, free from an amount (API.md "Shipping"). */
  shippingRates?: JsonObject;
  /** Support and contact: e-mail, phone, the contact page's text. */
  contact: [email: string, phone: string, text: string];
  /** Where the logo and the store name lead. */
  home: string;
  /** primary secondary tertiary background info success warning error, space-separated. */
  palette: string;
  font: string;
  alert: JsonObject[];
  /** Desktop and mobile nav options (mobile: the desktop ones when absent). */
  nav: [Link[], Link[]?];
  footer: [show: boolean, color: string];
  /** The page's metadata description. */
  tagline: string;
  landing: {
    texts: [title: string, subtitle: string, description: string];
    banners: [image: string, linkUrl: string][];
    /** Carousel height and whether it has arrows, selectors and wraps around. */
    carousel: [height: number, controls: boolean];
    categories: [name: string, display: string][];
    notes: string[];
    /** showFromText, showDeliveryPriceMessage, showShowAllButton. */
    shows: [fromText: boolean, deliveryPriceMessage: boolean, showAllButton: boolean];
    addItemRedirect?: string;
  };
  /** The catalogue's title, description and columns on a phone; the product page's title. */
  catalog: [title: string, description: string, columnsMobile: number, product: string];
  /** The cart view, and what its empty state says and where its button leads. */
  cart: [active: boolean, title: string, secondaryButton: string, deliveryLabel: string, empty: [title: string, buttonText: string, buttonRoute: string]];
  checkout: [title: string, description?: string];
  info: [description: string, steps: [string, string][]];
  defaultRoute?: string;
  policy: {
    defaultStatus: string;
    shippingChargeType: string;
    allowBasePayday: boolean;
    pause: boolean;
    loginMethods: string[];
    signUp: boolean;
    issuerFees: [maxValue: number, supportedBillingTypes: string[]];
    deliverableCommunes: string[];
  };
  categories: CategorySpec[];
  products: SeedProduct[];
}

const image = (name: string) => `{sandbox}/sandbox/images/${name}`;

function palette(colors: string): Colors {
  const [primary, secondary, tertiary, background, info, success, warning, error] = colors.split(' ') as [
    string, string, string, string, string, string, string, string,
  ];
  return { primary, secondary, tertiary, background, info, success, warning, error };
}

function views(spec: StoreSpec, font: { fontFamily: string }, logo: string): JsonObject {
  const { landing } = spec;
  const [title, subtitle, description] = landing.texts;
  const [height, controls] = landing.carousel;
  const [showFromText, showDeliveryPriceMessage, showShowAllButton] = landing.shows;
  const [cartActive, cartTitle, secondaryButtonText, deliveryLabel, empty] = spec.cart;
  const [emptyTitle, buttonText, buttonRoute] = empty;
  const [email, phone, contactText] = spec.contact;
  return {
    login: { storeLogo: logo },
    landing: {
      active: true,
      title,
      subtitle,
      description,
      banners: landing.banners.map(([name, linkUrl]) => ({
        imageUrlDesktop: image(`${name}.svg`),
        imageUrlMobile: image(`${name}-mobile.svg`),
        linkUrl,
      })),
      carousel: { height, arrows: controls, selectors: controls, infinite: controls },
      categories: landing.categories.map(([name, display]) => ({ name, hidden: false, query: `categories=${name}`, display })),
      notes: landing.notes,
      fonts: font,
      showFromText,
      showDeliveryPriceMessage,
      disaggregateTaxAmount: false,
      ...(landing.addItemRedirect ? { addItemRedirect: landing.addItemRedirect } : {}),
      showShowAllButton,
    },
    catalog: {
      active: true,
      title: spec.catalog[0],
      description: spec.catalog[1],
      columnsCountDesktop: 3,
      columnsCountMobile: spec.catalog[2],
      defaultSorting: 'defaultPrice',
      disaggregateTaxAmount: false,
    },
    cart: {
      active: cartActive,
      title: cartTitle,
      secondaryButtonText,
      deliveryLabel,
      emptyCart: { imageUrl: image('empty-cart.svg'), title: emptyTitle, buttonText, buttonRoute },
    },
    checkout: basicView(...spec.checkout),
    product: basicView(spec.catalog[3]),
    info: infoView('¿Cómo funciona?', ...spec.info),
    contact: { ...basicView('Contacto', contactText), email, phone },
    ...(spec.defaultRoute ? { defaultRoute: spec.defaultRoute } : {}),
    overlays: overlays(),
  };
}

function policy({ slug, serviceType, policy: p }: StoreSpec): JsonObject {
  return {
    subscriptionPolicy: {
      defaultStatus: p.defaultStatus,
      shippingChargeType: p.shippingChargeType,
      allowBasePayday: p.allowBasePayday,
      allowShopperTo: { pause: p.pause, cancel: true },
    },
    loginPolicy: {
      // The store's Google client (sandbox identity provider): ID tokens must name it as audience.
      googleClientId: `${slug}.apps.sandbox-google.test`,
      loginMethods: p.loginMethods,
      defaultLoginMethod: 'otp',
      bypass: 'disallowed',
      token: 'allowed',
      allowRegistrationFromMarket: p.signUp,
    },
    // A deliverable store asks for the address it delivers to.
    checkoutPolicy: checkoutPolicy(serviceType === 'deliverable'),
    paymentMethodsPolicy: {
      requireTokenized: false,
      issuerFees: { maxValue: p.issuerFees[0], supportedBillingTypes: p.issuerFees[1] },
    },
    paydayPolicy: paydayPolicy(),
    deliveryCoveragePolicy: { deliverableCommunes: p.deliverableCommunes },
    paymentLinkPolicy: paymentLinkPolicy(),
  };
}

export function storeSeed(spec: StoreSpec): StoreSeed {
  const { slug, title } = spec;
  const colors = palette(spec.palette);
  const font = { fontFamily: spec.font };
  const logo = image(`logo-${slug}.svg`);
  return {
    id: `st-${slug}`,
    name: slug,
    domain: spec.domain ?? null,
    serviceType: spec.serviceType,
    paymentMethods: spec.paymentMethods,
    prefix: spec.prefix,
    store: {
      holidayOverrides: holidayOverrides(),
      ...(spec.shippingRates ? { shippingRates: spec.shippingRates } : {}),
      storeUrl: spec.storeUrl ?? `{shell}/${slug}`,
      supportEmail: spec.contact[0],
      termsAndConditionsUrl: '{sandbox}/sandbox/terms',
      // URLs the merchant configured for login-link callbacks (bypass / access tokens).
      allowedRedirectUrls: ['{sandbox}/sandbox/merchant/return'],
      userOptionalAttrs: { name: false, lastName: false },
      merchants: [{ userId: `u-merchant-${spec.prefix}`, roles: ['owner'] }],
      content: {
        navigation: {
          navbar: {
            storeLogoUrl: logo,
            storeLogoUrlRedirect: spec.home,
            storeName: title,
            storeNameRedirect: spec.home,
            color: colors.primary,
            textColor: '#FFFFFF',
            fonts: font,
            alert: spec.alert,
            navOptionsDesktop: spec.nav[0],
            navOptionsMobile: spec.nav[1] ?? spec.nav[0],
          },
          footer: { show: spec.footer[0], storeName: title, fonts: font, color: spec.footer[1] },
          tabLogoUrl: logo,
          metadata: { title, description: spec.tagline },
        },
        views: views(spec, font, logo),
      },
    },
    template: template(`tpl-${slug}`, colors, spec.font),
    policy: policy(spec),
    categories: spec.categories,
    products: spec.products,
  };
}
