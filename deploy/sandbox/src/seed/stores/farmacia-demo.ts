// farmacia-demo: a pharmacy-type store (its name contains "farmacia"): referential prices,
// default status "awaiting response", pause disabled, OTP-only login, no sign-up from the store.
import { fullPrices, type SeedProduct } from '../catalogue-rows';
import { createRandom } from '../random';
import {
  holidayOverrides,
  basicView,
  checkoutPolicy,
  infoView,
  link,
  overlays,
  paydayPolicy,
  paymentLinkPolicy,
  template,
  type StoreSeed,
} from '../store-content';
import type { CategorySpec } from '../words';

const CATEGORIES: CategorySpec[] = [
  {
    name: 'Medicamentos',
    children: [
      { name: 'Analgésicos' },
      { name: 'Antialérgicos' },
      { name: 'Cardiovascular' },
      { name: 'Gastrointestinal' },
    ],
  },
  { name: 'Vitaminas y Suplementos' },
  { name: 'Dermocosmética' },
  { name: 'Cuidado infantil' },
];

/** [name, category, tipo de producto, presentaciones] */
const ITEMS: [string, string, string, string[]][] = [
  ['Paracetamol 500 mg', 'Analgésicos', 'Medicamento', ['16 comprimidos', '30 comprimidos']],
  ['Ibuprofeno 400 mg', 'Analgésicos', 'Medicamento', ['20 comprimidos', '40 comprimidos']],
  ['Naproxeno 550 mg', 'Analgésicos', 'Medicamento', ['10 comprimidos', '20 comprimidos']],
  ['Loratadina 10 mg', 'Antialérgicos', 'Medicamento', ['10 comprimidos', '30 comprimidos']],
  ['Cetirizina 10 mg', 'Antialérgicos', 'Medicamento', ['10 comprimidos', '30 comprimidos']],
  ['Desloratadina 5 mg', 'Antialérgicos', 'Medicamento', ['30 comprimidos']],
  ['Losartán 50 mg', 'Cardiovascular', 'Medicamento', ['30 comprimidos', '60 comprimidos']],
  ['Atorvastatina 20 mg', 'Cardiovascular', 'Medicamento', ['30 comprimidos']],
  ['Enalapril 10 mg', 'Cardiovascular', 'Medicamento', ['20 comprimidos', '60 comprimidos']],
  ['Omeprazol 20 mg', 'Gastrointestinal', 'Medicamento', ['14 cápsulas', '28 cápsulas']],
  ['Famotidina 40 mg', 'Gastrointestinal', 'Medicamento', ['30 comprimidos']],
  ['Vitamina C 1 g', 'Vitaminas y Suplementos', 'Suplemento', ['30 comprimidos efervescentes']],
  ['Vitamina D3 1000 UI', 'Vitaminas y Suplementos', 'Suplemento', ['60 cápsulas']],
  ['Omega 3', 'Vitaminas y Suplementos', 'Suplemento', ['60 cápsulas', '120 cápsulas']],
  ['Magnesio', 'Vitaminas y Suplementos', 'Suplemento', ['60 comprimidos']],
  ['Protector solar FPS 50', 'Dermocosmética', 'Dermocosmético', ['50 ml', '200 ml']],
  ['Crema hidratante facial', 'Dermocosmética', 'Dermocosmético', ['50 ml']],
  ['Pañales etapa 3', 'Cuidado infantil', 'Cuidado infantil', ['pack x40', 'pack x80']],
  ['Toallitas húmedas', 'Cuidado infantil', 'Cuidado infantil', ['pack x3', 'pack x6']],
];

const LABS = ['Laboratorio Andino', 'Farma Sur', 'Laboratorio Central', 'Bioquímica Chile', 'Salud Natural', 'DermaLab', 'Pediátrica'];

export const FARMACIA_PRODUCT_COUNT = 60;

function products(): SeedProduct[] {
  const random = createRandom(4242);
  const out: SeedProduct[] = [];
  for (let n = 1; n <= FARMACIA_PRODUCT_COUNT; n++) {
    const [base, category, kind, presentations] = ITEMS[(n - 1) % ITEMS.length]!;
    const presentation = presentations[Math.floor((n - 1) / ITEMS.length) % presentations.length]!;
    const brand = LABS[(n * 3) % LABS.length]!;
    const monthly = random.int(20, 400) * 100 - 10;
    const medicine = kind === 'Medicamento';
    out.push({
      id: `fa-p-${String(n).padStart(4, '0')}`,
      sku: `FA-${String(n).padStart(4, '0')}`,
      name: `${base} ${brand} ${presentation}`,
      brand,
      category,
      prices: { monthly },
      stock: random.chance(0.7) ? null : random.int(5, 80),
      doc: {
        description: medicine
          ? `${base}. El precio puede variar en cada reposición; la disponibilidad no está garantizada.`
          : `${base}, ${presentation}.`,
        referencePrices: fullPrices({ monthly: Math.round((monthly * 1.15) / 10) * 10 }),
        metadata: {
          Presentacion: presentation,
          MISB: medicine && random.chance(0.5) ? 'Sí' : 'No',
          'Tipo de Producto': kind,
          Bioequivalente: medicine && random.chance(0.6) ? 'Sí' : 'No',
        },
      },
    });
  }
  return out;
}

export function farmaciaDemo(): StoreSeed {
  const primary = '#C2185B';
  const font = { fontFamily: 'Roboto' };
  const logo = '{sandbox}/sandbox/images/logo-farmacia-demo.svg';
  const navOptions = [
    link('Inicio', '/'),
    link('Catálogo', '/catalog'),
    link('¿Cómo funciona?', '/info'),
    link('Contacto', '/contact'),
  ];
  return {
    id: 'st-farmacia-demo',
    name: 'farmacia-demo',
    domain: null,
    serviceType: 'deliverable',
    paymentMethods: ['webpay-oneclick', 'webpay-plus'],
    prefix: 'fa',
    store: {
      holidayOverrides: holidayOverrides(),
      // GET /v1/shippings/getPrice: a flat price per currency, free from an amount (API.md "Shipping").
      shippingRates: { clp: { price: 1990, freeFrom: 30000 }, uf: { price: 0.05, freeFrom: 1 } },
      storeUrl: '{shell}/farmacia-demo',
      supportEmail: 'contacto@farmacia-demo.cl',
      termsAndConditionsUrl: '{sandbox}/sandbox/terms',
      // URLs the merchant configured for login-link callbacks (bypass / access tokens).
      allowedRedirectUrls: ['{sandbox}/sandbox/merchant/return'],
      userOptionalAttrs: { name: false, lastName: false },
      merchants: [{ userId: 'u-merchant-fa', roles: ['owner'] }],
      content: {
        navigation: {
          navbar: {
            storeLogoUrl: logo,
            storeLogoUrlRedirect: '/',
            storeName: 'Farmacia Demo',
            storeNameRedirect: '/',
            color: primary,
            textColor: '#FFFFFF',
            fonts: font,
            alert: [
              {
                text: 'El precio de tus medicamentos puede variar en cada reposición. Algunos requieren receta médica.',
                type: 'warning',
                height: 48,
              },
            ],
            navOptionsDesktop: navOptions,
            navOptionsMobile: navOptions,
          },
          footer: { show: true, storeName: 'Farmacia Demo', fonts: font, color: '#880E4F' },
          tabLogoUrl: logo,
          metadata: { title: 'Farmacia Demo', description: 'Tus medicamentos de siempre, sin filas.' },
        },
        views: {
          login: { storeLogo: logo },
          landing: {
            active: true,
            title: 'Tus medicamentos de siempre, sin filas',
            subtitle: 'Programa la reposición de tus tratamientos',
            description:
              'El precio puede variar en cada reposición y la disponibilidad no está garantizada. Algunos productos requieren receta médica; para cambios llámanos al +56 2 2987 6543.',
            banners: [
              {
                imageUrlDesktop: '{sandbox}/sandbox/images/banner-fa-1.svg',
                imageUrlMobile: '{sandbox}/sandbox/images/banner-fa-1-mobile.svg',
                linkUrl: '/catalog',
              },
              {
                imageUrlDesktop: '{sandbox}/sandbox/images/banner-fa-2.svg',
                imageUrlMobile: '{sandbox}/sandbox/images/banner-fa-2-mobile.svg',
                linkUrl: '/catalog?categories=Medicamentos',
              },
            ],
            carousel: { height: 360, arrows: true, selectors: true, infinite: true },
            categories: [
              { name: 'Analgésicos', hidden: false, query: 'categories=Analgésicos', display: 'cards' },
              { name: 'Vitaminas y Suplementos', hidden: false, query: 'categories=Vitaminas y Suplementos', display: 'cards' },
            ],
            notes: ['Precios referenciales: se confirman antes de cada cobro.'],
            fonts: font,
            showFromText: true,
            showDeliveryPriceMessage: false,
            disaggregateTaxAmount: false,
            addItemRedirect: '/cart',
            showShowAllButton: true,
          },
          catalog: {
            active: true,
            title: 'Catálogo',
            description: 'Medicamentos y productos de salud',
            columnsCountDesktop: 3,
            columnsCountMobile: 2,
            defaultSorting: 'defaultPrice',
            disaggregateTaxAmount: false,
          },
          cart: {
            active: true,
            title: 'Tu pedido',
            secondaryButtonText: 'Agregar más productos',
            deliveryLabel: 'Despacho',
            emptyCart: {
              imageUrl: '{sandbox}/sandbox/images/empty-cart.svg',
              title: 'Tu pedido está vacío',
              buttonText: 'Ver productos',
              buttonRoute: '/catalog',
            },
          },
          checkout: basicView('Confirma tu pedido', 'Te confirmaremos el precio antes de cobrar.'),
          product: basicView('Producto'),
          info: infoView('¿Cómo funciona?', 'Reposición programada de tus tratamientos:', [
            ['Arma tu pedido', 'Elige tus medicamentos y cada cuánto los necesitas.'],
            ['Confirmamos el precio', 'Antes de cada reposición te avisamos el precio final.'],
            ['Recibe en tu casa', 'Despachamos tu pedido sin que tengas que hacer filas.'],
            ['Cambios por teléfono', 'Para cambios en tu tratamiento llámanos al +56 2 2987 6543.'],
          ]),
          contact: {
            ...basicView('Contacto', 'Escríbenos a contacto@farmacia-demo.cl o llámanos al +56 2 2987 6543.'),
            email: 'contacto@farmacia-demo.cl',
            phone: '+56229876543',
          },
          overlays: overlays(),
        },
      },
    },
    template: template(
      'tpl-farmacia-demo',
      {
        primary,
        secondary: '#7B1FA2',
        tertiary: '#880E4F',
        background: '#FFFFFF',
        info: '#1565C0',
        success: '#2E7D32',
        warning: '#EF6C00',
        error: '#C62828',
      },
      'Roboto',
    ),
    policy: {
      subscriptionPolicy: {
        defaultStatus: 'awaiting response',
        shippingChargeType: 'always',
        allowBasePayday: false,
        allowShopperTo: { pause: false, cancel: true },
      },
      loginPolicy: {
        // The store's Google client (sandbox identity provider): ID tokens must name it as audience.
        googleClientId: 'farmacia-demo.apps.sandbox-google.test',
        loginMethods: ['otp'],
        defaultLoginMethod: 'otp',
        bypass: 'disallowed',
        token: 'allowed',
        allowRegistrationFromMarket: false,
      },
      checkoutPolicy: checkoutPolicy(true),
      paymentMethodsPolicy: { requireTokenized: false, issuerFees: { maxValue: 6, supportedBillingTypes: ['monthly'] } },
      paydayPolicy: paydayPolicy(),
      deliveryCoveragePolicy: { deliverableCommunes: [] },
      paymentLinkPolicy: paymentLinkPolicy(),
    },
    categories: CATEGORIES,
    products: products(),
  };
}
