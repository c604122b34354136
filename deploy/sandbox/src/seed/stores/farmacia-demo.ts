// farmacia-demo: a pharmacy-type store (its name contains "farmacia"): referential prices,
// default status "awaiting response", pause disabled, OTP-only login, no sign-up from the store.
import { fullPrices, type SeedProduct } from '../catalogue-rows';
import { createRandom } from '../random';
import { storeSeed } from '../store-builder';
import { link, type StoreSeed } from '../store-content';
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

const NAV = [link('Inicio', '/'), link('Catálogo', '/catalog'), link('¿Cómo funciona?', '/info'), link('Contacto', '/contact')];

export function farmaciaDemo(): StoreSeed {
  return storeSeed({
    slug: 'farmacia-demo',
    prefix: 'fa',
    title: 'Farmacia Demo',
    serviceType: 'deliverable',
    paymentMethods: ['webpay-oneclick', 'webpay-plus'],
    shippingRates: { clp: { price: 1990, freeFrom: 30000 }, uf: { price: 0.05, freeFrom: 1 } },
    contact: ['contacto@farmacia-demo.cl', '+56229876543', 'Escríbenos a contacto@farmacia-demo.cl o llámanos al +56 2 2987 6543.'],
    home: '/',
    palette: '#C2185B #7B1FA2 #880E4F #FFFFFF #1565C0 #2E7D32 #EF6C00 #C62828',
    font: 'Roboto',
    alert: [
      {
        text: 'El precio de tus medicamentos puede variar en cada reposición. Algunos requieren receta médica.',
        type: 'warning',
        height: 48,
      },
    ],
    nav: [NAV],
    footer: [true, '#880E4F'],
    tagline: 'Tus medicamentos de siempre, sin filas.',
    landing: {
      texts: [
        'Tus medicamentos de siempre, sin filas',
        'Programa la reposición de tus tratamientos',
        'El precio puede variar en cada reposición y la disponibilidad no está garantizada. Algunos productos requieren receta médica; para cambios llámanos al +56 2 2987 6543.',
      ],
      banners: [['banner-fa-1', '/catalog'], ['banner-fa-2', '/catalog?categories=Medicamentos']],
      carousel: [360, true],
      categories: [['Analgésicos', 'cards'], ['Vitaminas y Suplementos', 'cards']],
      notes: ['Precios referenciales: se confirman antes de cada cobro.'],
      shows: [true, false, true],
      addItemRedirect: '/cart',
    },
    catalog: ['Catálogo', 'Medicamentos y productos de salud', 2, 'Producto'],
    cart: [true, 'Tu pedido', 'Agregar más productos', 'Despacho', ['Tu pedido está vacío', 'Ver productos', '/catalog']],
    checkout: ['Confirma tu pedido', 'Te confirmaremos el precio antes de cobrar.'],
    info: ['Reposición programada de tus tratamientos:', [
      ['Arma tu pedido', 'Elige tus medicamentos y cada cuánto los necesitas.'],
      ['Confirmamos el precio', 'Antes de cada reposición te avisamos el precio final.'],
      ['Recibe en tu casa', 'Despachamos tu pedido sin que tengas que hacer filas.'],
      ['Cambios por teléfono', 'Para cambios en tu tratamiento llámanos al +56 2 2987 6543.'],
    ]],
    policy: {
      defaultStatus: 'awaiting response', shippingChargeType: 'always', allowBasePayday: false, pause: false,
      loginMethods: ['otp'], signUp: false,
      issuerFees: [6, ['monthly']],
      deliverableCommunes: [],
    },
    categories: CATEGORIES,
    products: products(),
  });
}
