// tienda-demo: the deliverable store where every view is active and the big catalogue lives.
import { formatAmount } from '@storefront/domain/money';
import { BILLING_TYPES } from '../../billing/billing-types';
import { fullPrices, type Prices, type SeedProduct } from '../catalogue-rows';
import { createRandom } from '../random';
import { storeSeed } from '../store-builder';
import { ALL_PAYMENT_METHODS, link, type StoreSeed } from '../store-content';
import { ADJECTIVES, BRANDS, PHRASES, TIENDA_CATEGORIES, type CategorySpec } from '../words';

export const TIENDA_PRODUCT_COUNT = 2400;
const CREATED = '2025-01-06T12:00:00.000Z';

/** The delivery the quote charges (API.md "Shipping"): $2.990, free from $50.000. */
const CLP_DELIVERY = { price: 2990, freeFrom: 50000 };
/** The banner and the landing's note are written from that rate, so they promise what the quote
 * does (issue 39: they promised free delivery from $30.000 and the quote charged it). */
const FREE_DELIVERY = `Despacho gratis en compras sobre ${formatAmount(CLP_DELIVERY.freeFrom, 'clp')}`;

const id = (n: number) => `td-p-${String(n).padStart(4, '0')}`;
const sku = (n: number) => `TD-${String(n).padStart(4, '0')}`;

const fruitChoices = () => [
  { name: 'Solo frutas', selection: null, labels: [] },
  { name: 'Frutas y verduras', selection: null, labels: [] },
];

/** td-p-0001 … td-p-0010: one product per case the storefront must handle. */
function specialProducts(): SeedProduct[] {
  return [
    {
      id: id(1), sku: sku(1), name: 'Caja de frutas de temporada', brand: 'La Cosecha', category: 'Frutas de temporada',
      prices: { weekly: 4490, biweekly: 8490, monthly: 15990 },
      doc: {
        description: 'Una caja con las mejores frutas de la temporada, elegidas cada semana.',
        // Label tree: pick a size, then a content for that size.
        labels: [
          {
            name: 'Tamaño',
            selection: 'Elige el tamaño de tu caja',
            labels: [
              { name: 'Chica', selection: 'Elige el contenido', labels: fruitChoices() },
              { name: 'Grande', selection: 'Elige el contenido', labels: fruitChoices() },
            ],
          },
        ],
      },
    },
    {
      id: id(2), sku: sku(2), name: 'Café en grano Tostaduría Central 1 kg', brand: 'Tostaduría Central', category: 'Café en grano',
      prices: { monthly: 10000, bimonthly: 19000 },
      doc: { description: 'Café de tueste medio. Mientras más llevas, menos pagas.', quantityDiscounts: [0.05, 0.1, 0.15] },
    },
    {
      id: id(3), sku: sku(3), name: 'Frutillas orgánicas 1 kg', brand: 'Huerto Vivo', category: 'Frutas de temporada',
      prices: { weekly: 1990, monthly: 6990 },
      doc: {
        promotions: [
          {
            name: 'Primer mes con 20% de descuento',
            discount: { type: 'percentage', value: 20 },
            maxUses: 1, duration: 30, priceFrequency: 'monthly', priority: 1, createdAt: CREATED,
          },
        ],
      },
    },
    {
      id: id(4), sku: sku(4), name: 'Paltas Hass 1 kg', brand: 'Valle Verde', category: 'Frutas de temporada',
      prices: { monthly: 5990 },
      doc: {
        promotions: [
          {
            name: '$1.000 de descuento por 3 meses',
            discount: { type: 'fixed', value: 1000 },
            maxUses: 3, duration: 90, priceFrequency: 'monthly', priority: 1, createdAt: CREATED,
          },
        ],
      },
    },
    {
      id: id(5), sku: sku(5), name: 'Caja sorpresa a tu medida', brand: 'La Granja', category: 'Cajas de suscripción',
      prices: { monthly: 10000 },
      doc: { description: 'Tú decides cuánto pagar cada mes; armamos la caja con ese monto.', priceDefinedByUser: true, quantifiable: false },
    },
    {
      id: id(6), sku: sku(6), name: 'Caja degustación por temporada', brand: 'Sol de Chile', category: 'Cajas de suscripción',
      prices: { monthly: 19990, quarterly: 54990 },
      doc: { description: 'Una selección de productos de temporada durante los periodos que elijas.', expirable: true },
    },
    {
      id: id(7), sku: sku(7), name: 'Kit de limpieza profunda', brand: 'Brillo Total', category: 'Planes de limpieza',
      prices: { single: 14990, monthly: 12990 }, stock: 3,
      doc: { description: 'Quedan pocas unidades.' },
    },
    {
      id: id(8), sku: sku(8), name: 'Plan Hogar Premium', brand: 'Casa Blanca', category: 'Cajas de suscripción', currency: 'uf',
      prices: { monthly: 1.25, yearly: 13.5 },
      doc: { description: 'Plan mensual en UF con despacho prioritario.', quantifiable: false },
    },
    {
      id: id(9), sku: sku(9), name: 'Café de especialidad 250 g', brand: 'Aroma Andino', category: 'Café en grano',
      prices: { weekly: 2190, monthly: 7990 }, stock: null, productFamilyId: 'fam-td-cafe-especialidad',
      doc: { description: 'Sin límite de stock. Misma familia que el formato de 1 kg: solo uno por carrito.' },
    },
    {
      id: id(10), sku: sku(10), name: 'Café de especialidad 1 kg', brand: 'Aroma Andino', category: 'Café en grano',
      prices: { single: 27990, weekly: 6990, biweekly: 13490, monthly: 25990, bimonthly: 49990, quarterly: 72990, biyearly: 139990, yearly: 269990 },
      stock: 50, productFamilyId: 'fam-td-cafe-especialidad',
      doc: {
        description: 'Disponible en todas las frecuencias.',
        referencePrices: fullPrices({ monthly: 29990 }),
        weight: { value: 1, format: 'kg' },
        dimensions: { width: 12, height: 25, length: 8, unit: 'cm' },
      },
    },
  ];
}

/** Small hand-filled landing categories, so the landing page stays light. */
function landingExtras(): SeedProduct[] {
  const rows: [string, string, string, number][] = [
    ['Manzanas rojas 1 kg', 'Campo Sur', 'Frutas de temporada', 2490],
    ['Naranjas de jugo 2 kg', 'Río Claro', 'Frutas de temporada', 3290],
    ['Plátanos 1 kg', 'Puerto Fresco', 'Frutas de temporada', 1890],
    ['Peras 1 kg', 'Los Robles', 'Frutas de temporada', 2290],
    ['Uvas sin semilla 1 kg', 'Viña Vieja', 'Frutas de temporada', 3490],
    ['Café en grano Colombia 500 g', 'Tostaduría Central', 'Café en grano', 8990],
    ['Café en grano Brasil 500 g', 'Tostaduría Central', 'Café en grano', 7990],
    ['Café en grano Etiopía 500 g', 'Aroma Andino', 'Café en grano', 10990],
    ['Caja desayuno semanal', 'Buen Día', 'Cajas de suscripción', 12990],
    ['Plan limpieza básico', 'Hogar Limpio', 'Planes de limpieza', 9990],
    ['Plan limpieza hogar', 'Hogar Limpio', 'Planes de limpieza', 16990],
    ['Plan limpieza total', 'Brillo Total', 'Planes de limpieza', 24990],
  ];
  return rows.map(([name, brand, category, monthly], index) => ({
    id: id(11 + index),
    sku: sku(11 + index),
    name,
    brand,
    category,
    prices: { weekly: Math.round((monthly * 0.27) / 10) * 10, monthly },
  }));
}

const PRICE_FACTORS: Record<string, number> = {
  single: 1.1, weekly: 0.27, biweekly: 0.52, bimonthly: 1.95, quarterly: 2.85, biyearly: 5.6, yearly: 10.8,
};

/** Numbering of generated products: tienda-demo's own, or another store's (the catalogue bench). */
export interface ProductNumbering {
  from: number;
  to: number;
  id: (n: number) => string;
  sku: (n: number) => string;
  /** PRNG seed; tienda-demo's is fixed so its catalogue never changes. */
  seed?: number;
}

/** Products `from`…`to` drawn from the category nouns, brands and prices (same seed, same rows). */
export function generatedProducts({ from, to, id, sku, seed = 20250106 }: ProductNumbering): SeedProduct[] {
  const random = createRandom(seed);
  const fillable: CategorySpec[] = [];
  const collect = (nodes: CategorySpec[]) =>
    nodes.forEach((node) => {
      if (node.nouns?.length && !node.landing) fillable.push(node);
      if (node.children) collect(node.children);
    });
  collect(TIENDA_CATEGORIES);

  const products: SeedProduct[] = [];
  for (let n = from; n <= to; n++) {
    const category = random.pick(fillable);
    const noun = random.pick(category.nouns!);
    const size = random.pick(category.sizes ?? ['unidad']);
    const brand = random.pick(BRANDS);
    const adjective = random.chance(0.5) ? random.pick(ADJECTIVES) : '';
    const name = [noun, adjective, brand, size].filter(Boolean).join(' ');
    const monthly = random.int(10, 300) * 100 - 10; // 990 … 29.990
    const prices: Prices = { monthly };
    for (const type of BILLING_TYPES) {
      if (type !== 'monthly' && random.chance(0.3)) {
        prices[type] = Math.round((monthly * PRICE_FACTORS[type]!) / 10) * 10;
      }
    }
    const stockRoll = random.next();
    const stock = stockRoll < 0.6 ? null : stockRoll < 0.97 ? random.int(1, 200) : 0;
    const discounted = random.chance(0.1);
    const promoted = random.chance(0.08);
    products.push({
      id: id(n),
      sku: sku(n),
      name,
      brand,
      category: category.name,
      prices,
      stock,
      active: random.chance(0.95),
      hidden: random.chance(0.03),
      doc: {
        description: `${noun} ${brand}, ${random.pick(PHRASES)}.`,
        preview: `${noun} ${size}`,
        descriptionList: [
          {
            title: 'Detalles',
            body: [
              { text: 'Formato: ', bolderText: size, showBullets: true },
              { text: 'Marca: ', bolderText: brand, showBullets: true },
            ],
          },
        ],
        quantityDiscounts: discounted ? [0.03, 0.05, 0.08] : [],
        promotions: promoted
          ? [
              {
                name: 'Descuento de bienvenida',
                discount: { type: 'percentage', value: random.pick([10, 15, 20]) },
                maxUses: 1, duration: 30, priceFrequency: 'monthly', priority: 1, createdAt: CREATED,
              },
            ]
          : [],
      },
    });
  }
  return products;
}

export function tiendaDemo(): StoreSeed {
  const catalogDropdown = [link('Frutas', '/catalog?categories=Frutas'), link('Despensa', '/catalog?categories=Despensa')];
  const navOptions = (withDropdown: boolean) => [
    link('Inicio', '/'),
    link('Catálogo', '/catalog', withDropdown ? { dropdown: catalogDropdown } : {}),
    link('¿Cómo funciona?', '/info'),
    link('Contacto', '/contact'),
    link('Novedades', 'i{sandbox}/sandbox/home'),
  ];
  const specials = specialProducts();
  const extras = landingExtras();
  return storeSeed({
    slug: 'tienda-demo',
    prefix: 'td',
    title: 'Tienda Demo',
    serviceType: 'deliverable',
    paymentMethods: ALL_PAYMENT_METHODS,
    shippingRates: { clp: CLP_DELIVERY, uf: { price: 0.08, freeFrom: 2 } },
    contact: ['soporte@tienda-demo.cl', '+56223456789', 'Escríbenos a soporte@tienda-demo.cl o llámanos al +56 2 2345 6789.'],
    home: '/',
    palette: '#0B6E4F #F2A541 #1B4965 #FFFFFF #2B6CB0 #2F855A #C05621 #C53030',
    font: 'Poppins',
    alert: [{ text: FREE_DELIVERY, type: 'info', height: 40 }],
    nav: [navOptions(true), navOptions(false)],
    footer: [true, '#1B4965'],
    tagline: 'Todo para tu hogar, cuando lo necesitas.',
    landing: {
      texts: [
        'Todo para tu hogar, cuando lo necesitas',
        'Suscríbete a tus productos favoritos y recíbelos en tu puerta',
        'Elige tus productos, define cada cuánto los necesitas y olvídate de volver a comprarlos. Puedes pausar o cancelar cuando quieras.',
      ],
      banners: [['banner-1', '/catalog'], ['banner-2', '/catalog?categories=Café en grano']],
      carousel: [400, true],
      categories: [
        ['Frutas de temporada', 'cards'], ['Café en grano', 'cards'],
        ['Cajas de suscripción', 'saas'], ['Planes de limpieza', 'table'],
      ],
      notes: ['Los precios incluyen IVA.', `${FREE_DELIVERY}.`],
      shows: [true, true, true],
    },
    catalog: ['Catálogo', 'Todos nuestros productos', 2, 'Producto'],
    cart: [true, 'Tu carrito', 'Seguir comprando', 'Despacho', ['Tu carrito está vacío', 'Ver productos', '/catalog']],
    checkout: ['Finaliza tu compra', 'Revisa tus datos, elige tu tarjeta y confirma.'],
    info: ['Suscribirte es simple:', [
      ['Elige tus productos', 'Agrega al carrito lo que necesitas y la frecuencia de despacho.'],
      ['Inscribe tu tarjeta', 'Pagas automáticamente en cada periodo, sin preocuparte.'],
      ['Recibe en tu casa', 'Despachamos en la comuna que elijas dentro de nuestra cobertura.'],
      ['Gestiona tu suscripción', 'Pausa, modifica o cancela cuando quieras desde tu cuenta.'],
    ]],
    policy: {
      defaultStatus: 'active', shippingChargeType: 'always', allowBasePayday: true, pause: true,
      loginMethods: ['otp', 'password'], signUp: true,
      issuerFees: [12, [...BILLING_TYPES]],
      deliverableCommunes: ['Providencia', 'Las Condes', 'Ñuñoa', 'Santiago', 'Vitacura'],
    },
    categories: TIENDA_CATEGORIES,
    products: [...specials, ...extras, ...generatedProducts({ from: specials.length + extras.length + 1, to: TIENDA_PRODUCT_COUNT, id, sku })],
  });
}
