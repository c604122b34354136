// Pieces of the seeded Store, Template and Policy documents that the three stores share.
import type { JsonObject } from '../db/schema/index';
import { BILLING_TYPES } from '../billing/billing-types';
import type { CategorySpec } from './words';
import type { SeedProduct } from './catalogue-rows';

export interface StoreSeed {
  id: string;
  name: string;
  domain: string | null;
  serviceType: 'deliverable' | 'service';
  paymentMethods: string[];
  /** Prefix of category ids (`td-c-01`). */
  prefix: string;
  store: JsonObject;
  template: JsonObject;
  policy: JsonObject;
  categories: CategorySpec[];
  products: SeedProduct[];
}

export const ALL_PAYMENT_METHODS = ['webpay-oneclick', 'webpay-plus', 'khipu', 'mercado-pago'];

export interface Colors {
  primary: string;
  secondary: string;
  tertiary: string;
  background: string;
  info: string;
  success: string;
  warning: string;
  error: string;
}

export const template = (id: string, colors: Colors, font: string, navbarHeight = 64): JsonObject => ({
  _id: id,
  styles: { colors, texts: { fontFamily: font, headingFontFamily: font } },
  navigation: { navbar: { height: navbarHeight } },
});

/** How both cart overlays end: the empty-cart message and the buttons. */
const OVERLAY_ENDINGS = {
  emptyCartMessage: 'Tu carrito quedó vacío.',
  continueToPayment: 'Continuar al pago',
  modifySubscription: 'Modificar suscripción',
  continueBuying: 'Seguir comprando',
  backToHome: 'Volver al inicio',
  backToCart: 'Volver al carrito',
};

/** Texts of the cart overlays (spec 000 §3 content.views.overlays). */
export const overlays = () => ({
  cartCatalogSafeCheck: {
    title: 'Tu carrito cambió',
    description: 'Algunos productos de tu carrito cambiaron desde tu última visita.',
    subTitle: 'Revisa los cambios antes de continuar',
    preListInfo: 'Estos productos cambiaron:',
    remainingItemsMessage: 'El resto de tu carrito se mantiene igual.',
    ...OVERLAY_ENDINGS,
  },
  elementsRemoved: {
    title: 'Productos eliminados',
    description: 'Algunos productos ya no están disponibles y se quitaron de tu carrito.',
    subTitle: 'Productos quitados',
    preListInfo: 'Se quitaron estos productos:',
    remainingItemsMessage: 'Puedes continuar con el resto de tu carrito.',
    ...OVERLAY_ENDINGS,
  },
});

export const infoView = (title: string, description: string, steps: [string, string][]) => ({
  active: true,
  title,
  description,
  steps: steps.map(([stepTitle, stepDescription]) => ({ title: stepTitle, description: stepDescription })),
});

export const basicView = (title: string, description = '') => ({ active: true, title, description });

export const paydayPolicy = () =>
  Object.fromEntries(BILLING_TYPES.map((type) => [type, { instantCharge: true, chargeDays: 0 }]));

export const checkoutPolicy = (address: boolean) => ({
  naturalPersonFields: { address, rut: true, phone: true },
  companyFields: { address: false, rut: false },
});

export const paymentLinkPolicy = () => ({ checkoutRequiredFields: { name: true, lastName: true, rut: true } });

export const link = (text: string, linkUrl: string, extra: JsonObject = {}) => ({ text, linkUrl, ...extra });

/**
 * Days the base payday refuses besides the date-holidays package's (GET /v1/holidays): Sábado
 * Santo (Holy Saturday, a Chilean public holiday the package lacks: it lists Easter Sunday), and
 * the 2025 election days. Listed rather than computed so the seed reads as data.
 */
export const HOLY_SATURDAYS = ['2025-04-19', '2026-04-04', '2027-03-27', '2028-04-15'];
export const ELECTION_DAYS_2025 = ['2025-11-16', '2025-12-14'];
export const holidayOverrides = () => ({ add: [...HOLY_SATURDAYS, ...ELECTION_DAYS_2025], remove: [] as string[] });
