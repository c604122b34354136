// servicios-demo: a service store on its own host (servicios-demo.localhost, empty prefix); its
// shoppers live in the charges panel. The footer is hidden, so the "powered by" strip shows.
import type { Insertable } from 'kysely';
import type { ServicesTable } from '../../db/schema/index';
import type { SeedProduct } from '../catalogue-rows';
import { storeSeed } from '../store-builder';
import { ALL_PAYMENT_METHODS, link, type StoreSeed } from '../store-content';
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

/** The navbar's "Servicios": every active service, by name, to its page. */
function serviceLinks() {
  return serviciosDemoServices()
    .filter((service) => service.active)
    .map((service) => link(service.name, `/services/${service.id}`));
}

export function serviciosDemo(): StoreSeed {
  return storeSeed({
    slug: 'servicios-demo',
    prefix: 'sv',
    title: 'Servicios Demo',
    domain: 'servicios-demo.localhost',
    storeUrl: '{shell:servicios-demo}',
    serviceType: 'service',
    paymentMethods: ALL_PAYMENT_METHODS,
    contact: ['ayuda@servicios-demo.cl', '+56224567890', 'Escríbenos a ayuda@servicios-demo.cl.'],
    home: '/userpanel/charges',
    palette: '#1E40AF #0EA5E9 #1E3A8A #F8FAFC #2563EB #16A34A #D97706 #DC2626',
    font: 'Inter',
    alert: [],
    // Its services, each to its hiring page (002 §3 services/{serviceId}). Not "Mis cobros" and
    // "Mis tarjetas": the account menu has them, and the drawer listed them twice (issue 39).
    nav: [[link('Servicios', '', { dropdown: serviceLinks() })]],
    footer: [false, '#1E40AF'],
    tagline: 'Servicios para tu hogar, sin complicaciones.',
    landing: {
      texts: [
        'Servicios para tu hogar, sin complicaciones',
        'Contrata y paga en cuotas',
        'Revisa tus cobros, aprueba cotizaciones y paga tus cuotas en línea.',
      ],
      banners: [['banner-sv-1', '/userpanel/charges']],
      carousel: [360, false],
      categories: [],
      notes: [],
      shows: [false, false, false],
    },
    catalog: ['Servicios', 'Servicios disponibles', 1, 'Servicio'],
    cart: [false, 'Carrito', '', 'Instalación', ['Sin servicios', 'Ver mis cobros', '/userpanel/charges']],
    checkout: ['Contratar servicio'],
    info: ['Pagar tus servicios es simple:', [
      ['Revisa tu cobro', 'Te enviamos la cotización a tu correo.'],
      ['Apruébalo', 'Elige pago automático con tarjeta o pago manual.'],
      ['Paga tus cuotas', 'Cada cuota se cobra en su fecha, o la pagas con un enlace.'],
    ]],
    defaultRoute: '/userpanel/charges',
    policy: {
      defaultStatus: 'active', shippingChargeType: 'once', allowBasePayday: true, pause: true,
      loginMethods: ['otp', 'password'], signUp: true,
      issuerFees: [12, ['monthly', 'yearly']],
      deliverableCommunes: [],
    },
    categories: CATEGORIES,
    products: products(),
  });
}
