// servicios-demo: a service store on its own host (servicios-demo.localhost, empty prefix); its
// shoppers live in the charges panel. The footer is hidden, so the "powered by" strip shows.
import type { Insertable } from 'kysely';
import type { ServicesTable } from '../../db/schema/index';
import type { SeedProduct } from '../catalogue-rows';
import {
  holidayOverrides,
  ALL_PAYMENT_METHODS,
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

const CATEGORIES: CategorySpec[] = [{ name: 'Hogar' }, { name: 'Tecnología' }];

const SERVICES: [string, string, number, string][] = [
  ['Mantención mensual de jardín', 'Hogar', 29990, 'Corte de pasto, poda y riego, una visita al mes.'],
  ['Limpieza de piscina', 'Hogar', 39990, 'Aspirado, limpieza de filtros y control de cloro.'],
  ['Control de plagas', 'Hogar', 24990, 'Fumigación preventiva con productos certificados.'],
  ['Mantención de calefont', 'Hogar', 45990, 'Revisión y limpieza del calefont por un técnico certificado.'],
  ['Soporte técnico remoto', 'Tecnología', 19990, 'Ayuda con tus equipos y tu red, por videollamada.'],
  ['Respaldo en la nube', 'Tecnología', 9990, 'Respaldo automático de tus archivos, 1 TB.'],
];

function products(): SeedProduct[] {
  return SERVICES.map(([name, category, monthly, description], index) => ({
    id: `sv-p-${String(index + 1).padStart(4, '0')}`,
    sku: `SV-${String(index + 1).padStart(4, '0')}`,
    name,
    brand: 'Servicios Demo',
    category,
    prices: { monthly, yearly: Math.round((monthly * 11) / 10) * 10 },
    doc: { description, quantifiable: false },
  }));
}

/** Services for hire (002 §3 Service): the six catalogue services, one paid in 3 instalments, and one inactive. */
export function serviciosDemoServices(): Insertable<ServicesTable>[] {
  const rows: [string, string, number, number, boolean][] = [
    ...SERVICES.map(
      ([name, , price, description], index): [string, string, number, number, boolean] => [
        name,
        description,
        price,
        // Mantención de calefont: in 3 instalments (002 §9 "price / installments").
        index === 3 ? 3 : 1,
        true,
      ],
    ),
    ['Instalación de aire acondicionado', 'Instalación de un equipo split de hasta 12.000 BTU.', 89990, 1, false],
  ];
  return rows.map(([name, description, price, installments, active], index) => ({
    id: `svc-sv-${String(index + 1).padStart(4, '0')}`,
    store_id: 'st-servicios-demo',
    name,
    description,
    price,
    currency: 'clp',
    active,
    installments,
    created_at: new Date('2026-01-01T00:00:00Z'),
  }));
}

export function serviciosDemo(): StoreSeed {
  const primary = '#1E40AF';
  const font = { fontFamily: 'Inter' };
  const logo = '{sandbox}/sandbox/images/logo-servicios-demo.svg';
  const navOptions = [link('Mis cobros', '/userpanel/charges'), link('Mis tarjetas', '/userpanel/cards')];
  return {
    id: 'st-servicios-demo',
    name: 'servicios-demo',
    domain: 'servicios-demo.localhost',
    serviceType: 'service',
    paymentMethods: ALL_PAYMENT_METHODS,
    prefix: 'sv',
    store: {
      holidayOverrides: holidayOverrides(),
      storeUrl: '{shell:servicios-demo}',
      supportEmail: 'ayuda@servicios-demo.cl',
      termsAndConditionsUrl: '{sandbox}/sandbox/terms',
      // URLs the merchant configured for login-link callbacks (bypass / access tokens).
      allowedRedirectUrls: ['{sandbox}/sandbox/merchant/return'],
      userOptionalAttrs: { name: false, lastName: false },
      merchants: [{ userId: 'u-merchant-sv', roles: ['owner'] }],
      content: {
        navigation: {
          navbar: {
            storeLogoUrl: logo,
            storeLogoUrlRedirect: '/userpanel/charges',
            storeName: 'Servicios Demo',
            storeNameRedirect: '/userpanel/charges',
            color: primary,
            textColor: '#FFFFFF',
            fonts: font,
            alert: [],
            navOptionsDesktop: navOptions,
            navOptionsMobile: navOptions,
          },
          footer: { show: false, storeName: 'Servicios Demo', fonts: font, color: primary },
          tabLogoUrl: logo,
          metadata: { title: 'Servicios Demo', description: 'Servicios para tu hogar, sin complicaciones.' },
        },
        views: {
          login: { storeLogo: logo },
          landing: {
            active: true,
            title: 'Servicios para tu hogar, sin complicaciones',
            subtitle: 'Contrata y paga en cuotas',
            description: 'Revisa tus cobros, aprueba cotizaciones y paga tus cuotas en línea.',
            banners: [
              {
                imageUrlDesktop: '{sandbox}/sandbox/images/banner-sv-1.svg',
                imageUrlMobile: '{sandbox}/sandbox/images/banner-sv-1-mobile.svg',
                linkUrl: '/userpanel/charges',
              },
            ],
            carousel: { height: 360, arrows: false, selectors: false, infinite: false },
            categories: [],
            notes: [],
            fonts: font,
            showFromText: false,
            showDeliveryPriceMessage: false,
            disaggregateTaxAmount: false,
            showShowAllButton: false,
          },
          catalog: {
            active: true,
            title: 'Servicios',
            description: 'Servicios disponibles',
            columnsCountDesktop: 3,
            columnsCountMobile: 1,
            defaultSorting: 'defaultPrice',
            disaggregateTaxAmount: false,
          },
          cart: {
            active: false,
            title: 'Carrito',
            secondaryButtonText: '',
            deliveryLabel: 'Instalación',
            emptyCart: { imageUrl: '{sandbox}/sandbox/images/empty-cart.svg', title: 'Sin servicios', buttonText: 'Ver mis cobros', buttonRoute: '/userpanel/charges' },
          },
          checkout: basicView('Contratar servicio'),
          product: basicView('Servicio'),
          info: infoView('¿Cómo funciona?', 'Pagar tus servicios es simple:', [
            ['Revisa tu cobro', 'Te enviamos la cotización a tu correo.'],
            ['Apruébalo', 'Elige pago automático con tarjeta o pago manual.'],
            ['Paga tus cuotas', 'Cada cuota se cobra en su fecha, o la pagas con un enlace.'],
          ]),
          contact: {
            ...basicView('Contacto', 'Escríbenos a ayuda@servicios-demo.cl.'),
            email: 'ayuda@servicios-demo.cl',
            phone: '+56224567890',
          },
          defaultRoute: '/userpanel/charges',
          overlays: overlays(),
        },
      },
    },
    template: template(
      'tpl-servicios-demo',
      {
        primary,
        secondary: '#0EA5E9',
        tertiary: '#1E3A8A',
        background: '#F8FAFC',
        info: '#2563EB',
        success: '#16A34A',
        warning: '#D97706',
        error: '#DC2626',
      },
      'Inter',
    ),
    policy: {
      subscriptionPolicy: {
        defaultStatus: 'active',
        shippingChargeType: 'once',
        allowBasePayday: true,
        allowShopperTo: { pause: true, cancel: true },
      },
      loginPolicy: {
        // The store's Google client (sandbox identity provider): ID tokens must name it as audience.
        googleClientId: 'servicios-demo.apps.sandbox-google.test',
        loginMethods: ['otp', 'password'],
        defaultLoginMethod: 'otp',
        bypass: 'disallowed',
        token: 'allowed',
        allowRegistrationFromMarket: true,
      },
      checkoutPolicy: checkoutPolicy(false),
      paymentMethodsPolicy: {
        requireTokenized: false,
        issuerFees: { maxValue: 12, supportedBillingTypes: ['monthly', 'yearly'] },
      },
      paydayPolicy: paydayPolicy(),
      deliveryCoveragePolicy: { deliverableCommunes: [] },
      paymentLinkPolicy: paymentLinkPolicy(),
    },
    categories: CATEGORIES,
    products: products(),
  };
}
