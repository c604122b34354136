// The seeded shopper ana@demo.cl and everything she owns: a card per store, subscriptions in
// tienda-demo in each status the panel shows, charges in servicios-demo, payment requests.
// Dates are relative to the seeding day, so "overdue" stays overdue.
import type { Insertable } from 'kysely';
import { pausedUntilFor } from '@storefront/domain/subscriptions';
import type {
  CardsTable,
  ChargesTable,
  DeliveriesTable,
  PaymentLinksTable,
  PaymentRequestsTable,
  PayersTable,
  SubscriptionsTable,
  UsersTable,
} from '../db/schema/index';
import { hashPassword } from '../auth/passwords';
import { instalmentRows } from '../subscriptions/instalments';
import { ALL_PAYMENT_METHODS } from './store-content';

/** servicios-demo's payment methods (its store row): what its instalments may be paid with. */
const SERVICE_STORE_METHODS = ALL_PAYMENT_METHODS;

export const ANA = {
  id: 'u-ana',
  email: 'ana@demo.cl',
  password: 'demo1234',
  name: 'Ana',
  lastName: 'Pérez',
  rut: '12345678-5',
  phone: '912345678',
  phonePrefix: '+56',
} as const;

// bcrypt is slow on purpose: hash once per process, not at every reset.
let anaHash: Promise<string> | undefined;

export async function anaUser(now: number): Promise<Insertable<UsersTable>> {
  anaHash ??= hashPassword(ANA.password);
  return {
    id: ANA.id,
    created_at: new Date(now),
    email: ANA.email,
    password_hash: await anaHash,
    name: ANA.name,
    last_name: ANA.lastName,
    phone: ANA.phone,
    phone_prefix: ANA.phonePrefix,
    rut: ANA.rut,
    is_guest: false,
    email_verified: true,
    addresses: JSON.stringify([
      {
        _id: 'addr-ana-1',
        street: 'Avenida Providencia',
        number: '1234',
        apartment: '56',
        locality: 'Providencia',
        commune: 'Providencia',
        province: 'Santiago',
        region: 'Región Metropolitana',
        country: 'Chile',
        comment: 'Dejar en conserjería',
        main: true,
      },
    ]),
  };
}

export function anaCards(): Insertable<CardsTable>[] {
  return [
    ['card-ana-td', 'st-tienda-demo'],
    ['card-ana-fa', 'st-farmacia-demo'],
    ['card-ana-sv', 'st-servicios-demo'],
  ].map(([id, storeId]) => ({
    id: id!,
    store_id: storeId!,
    user_id: ANA.id,
    brand: 'Visa',
    type: 'Credit',
    digits: '4242',
    created_at: '2025-01-06T12:00:00.000Z',
  }));
}

const DAY = 24 * 3600 * 1000;
const daysFromNow = (days: number, now: number) => new Date(now + days * DAY);

interface SubscriptionSpec {
  id: string;
  status: string;
  paydayInDays: number;
  productId: string;
  productName: string;
  unitPrice: number;
  quantity: number;
  priceChange?: boolean;
}

const TIENDA_SUBSCRIPTIONS: SubscriptionSpec[] = [
  {
    id: 'sub-td-0001',
    status: 'active',
    paydayInDays: 12,
    productId: 'td-p-0002',
    productName: 'Café en grano Tostaduría Central 1 kg',
    unitPrice: 10000,
    quantity: 2,
  },
  {
    id: 'sub-td-0002',
    status: 'paused',
    paydayInDays: 40,
    productId: 'td-p-0001',
    productName: 'Caja de frutas de temporada',
    unitPrice: 15990,
    quantity: 1,
  },
  {
    id: 'sub-td-0003',
    status: 'failed attempt 2',
    paydayInDays: -3,
    productId: 'td-p-0003',
    productName: 'Frutillas orgánicas 1 kg',
    unitPrice: 6990,
    quantity: 1,
  },
  {
    id: 'sub-td-0004',
    status: 'failed',
    paydayInDays: -20,
    productId: 'td-p-0004',
    productName: 'Paltas Hass 1 kg',
    unitPrice: 5990,
    quantity: 2,
  },
  {
    id: 'sub-td-0005',
    status: 'canceled',
    paydayInDays: -45,
    productId: 'td-p-0009',
    productName: 'Café de especialidad 250 g',
    unitPrice: 7990,
    quantity: 1,
  },
  {
    id: 'sub-td-0006',
    status: 'awaiting response',
    paydayInDays: 8,
    productId: 'td-p-0010',
    productName: 'Café de especialidad 1 kg',
    unitPrice: 25990,
    quantity: 1,
    priceChange: true,
  },
];

export function anaSubscriptions(now: number): Insertable<SubscriptionsTable>[] {
  return TIENDA_SUBSCRIPTIONS.map((spec) => {
    const payday = daysFromNow(spec.paydayInDays, now);
    const pausedUntil = spec.status === 'paused' ? pausedUntilFor(payday) : null;
    const productsPrice = spec.unitPrice * spec.quantity;
    const deliveryPrice = 2990;
    const products = [
      {
        productId: spec.productId,
        name: spec.productName,
        quantity: spec.quantity,
        price: spec.unitPrice,
        promotions: [],
        product: {
          imageUrl: `{sandbox}/sandbox/images/${spec.productId}.jpg`,
          stock: null,
          fullStock: null,
        },
        ...(spec.priceChange
          ? {
              priceChange: {
                newPrice: 27990,
                priceDeploymentAt: daysFromNow(10, now).toISOString(),
                optIn: true,
                seen: false,
                userAction: false,
              },
            }
          : {}),
      },
    ];
    return {
      id: spec.id,
      store_id: 'st-tienda-demo',
      user_id: ANA.id,
      status: spec.status,
      card_id: 'card-ana-td',
      type: 'recurring' as const,
      billing_frequency: 30,
      payday,
      paused_until: pausedUntil,
      price: productsPrice + deliveryPrice,
      currency: 'clp',
      products: JSON.stringify(products),
      doc: JSON.stringify({
        trialDays: 0,
        priceOverwrite: null,
        productsPrice,
        bundlesPrice: 0,
        deliveryPrice,
        shippingId: 'ship-td-providencia',
        expiration: null,
        chargeId: null,
        confirmedByMerchantAt:
          spec.status === 'awaiting response' ? null : daysFromNow(-60, now).toISOString(),
        transaction: { date: daysFromNow(spec.paydayInDays - 30, now).toISOString() },
        paymentMethods: [{ name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 1 } }],
        contact: {
          address: { street: 'Avenida Providencia', number: '1234', commune: 'Providencia' },
        },
      }),
      created_at: daysFromNow(-90, now),
    };
  });
}

export function anaCharges(now: number): {
  charges: Insertable<ChargesTable>[];
  instalments: Insertable<SubscriptionsTable>[];
} {
  const charge = (
    id: string,
    name: string,
    status: 'pending' | 'approved',
    instalmentPrice: number,
    cardId: string | null,
    instalments: [string, number][],
  ) => {
    const row = {
      id,
      store_id: 'st-servicios-demo',
      user_id: ANA.id,
      name,
      status,
      total_price: instalmentPrice * instalments.length,
      currency: 'clp',
      card_id: cardId,
      payment_type: status === 'approved' ? (cardId ? 'recurring' : 'single') : null,
      approved_at: status === 'approved' ? daysFromNow(-44, now) : null,
      service_id: null,
      doc: JSON.stringify({ description: name, files: [] }),
      created_at: daysFromNow(-45, now),
    } satisfies Insertable<ChargesTable>;
    return {
      charge: row,
      // Instalments are subscriptions (migration 0013); ids `{chargeId}-i{n}`.
      instalments: instalmentRows(
        row,
        SERVICE_STORE_METHODS,
        instalments.map(([instalmentStatus, paydayInDays]) => ({
          price: instalmentPrice,
          payday: daysFromNow(paydayInDays, now),
          status: instalmentStatus,
        })),
        daysFromNow(-45, now),
      ),
    };
  };
  const pending = charge('ch-sv-0001', 'Mantención de jardín: temporada', 'pending', 29990, null, [
    ['pending', 5],
    ['pending', 35],
    ['pending', 65],
  ]);
  // Approved and paid with card-ana-sv: one instalment paid, one overdue, one ahead.
  const approved = charge(
    'ch-sv-0002',
    'Instalación de calefont',
    'approved',
    39990,
    'card-ana-sv',
    [
      ['completed', -40],
      ['pending', -10],
      ['pending', 20],
    ],
  );
  return {
    charges: [pending.charge, approved.charge],
    instalments: [...pending.instalments, ...approved.instalments],
  };
}

/** servicios-demo's open payment link (SANDBOX.md "an open payment link"): anyone holding it pays. */
export const OPEN_PAYMENT_LINK_ID = 'pl-sv-4mV0cK2Qd9ZyLw7eHtR1xA';

export function paymentLinks(): Insertable<PaymentLinksTable>[] {
  return [
    {
      id: OPEN_PAYMENT_LINK_ID,
      store_id: 'st-servicios-demo',
      price: 19990,
      currency: 'clp',
      description: 'Visita técnica a domicilio',
      status: 'active',
      created_at: '2025-01-06T12:00:00.000Z',
    },
  ];
}

export function paymentRequests(): Insertable<PaymentRequestsTable>[] {
  return [
    {
      id: 'pr-td-0ywHJQcfV5nz3Houv9Vb0A',
      store_id: 'st-tienda-demo',
      user_email: ANA.email,
      user_id: ANA.id,
      price: 25000,
      currency: 'clp',
      description: 'Pago de prueba tienda-demo',
      status: 'pending',
      callback_url: null,
      created_at: '2025-01-06T12:00:00.000Z',
    },
    {
      id: 'pr-sv-Pbp5o0mSs-KOOo1RxxYa2A',
      store_id: 'st-servicios-demo',
      user_email: ANA.email,
      user_id: ANA.id,
      price: 45990,
      currency: 'clp',
      description: 'Servicio de mantención mensual',
      status: 'pending',
      callback_url: null,
      created_at: '2025-01-06T12:00:00.000Z',
    },
  ];
}

/** Ana's active payers: tienda-demo and servicios-demo; none in farmacia-demo ("created when missing"). */
export function anaPayers(): Insertable<PayersTable>[] {
  return [
    ['payer-ana-td', 'st-tienda-demo'],
    ['payer-ana-sv', 'st-servicios-demo'],
  ].map(([id, storeId]) => ({
    id: id!,
    user_id: ANA.id,
    store_id: storeId!,
    name: ANA.name,
    last_name: ANA.lastName,
    email: ANA.email,
    active: true,
    billing: JSON.stringify({ taxId: ANA.rut }),
    company: JSON.stringify({ rut: null, address: null }),
    created_at: '2025-01-06T12:00:00.000Z',
  }));
}

/**
 * Ana's paid orders in tienda-demo (SANDBOX.md "paid orders"): two single purchases, each a
 * completed single subscription with its delivery (spec 002 §3), one delivered and one pending.
 */
export function anaOrders(now: number): {
  subscriptions: Insertable<SubscriptionsTable>[];
  deliveries: Insertable<DeliveriesTable>[];
} {
  const orders = [
    { n: 1, subId: 'sub-td-0007', productId: 'td-p-0007', name: 'Kit de limpieza profunda', unit: 14990, quantity: 1, status: 'delivered', days: -30 },
    { n: 2, subId: 'sub-td-0008', productId: 'td-p-0010', name: 'Café de especialidad 1 kg', unit: 27990, quantity: 2, status: 'pending', days: -2 },
  ];
  const deliveryPrice = 2990;
  const address = { street: 'Avenida Providencia', number: '1234', comment: 'Dejar en conserjería', commune: 'Providencia' };
  const subscriptions = orders.map((order) => {
    const price = order.unit * order.quantity;
    const date = daysFromNow(order.days, now);
    return {
      id: order.subId,
      store_id: 'st-tienda-demo',
      user_id: ANA.id,
      status: 'completed',
      card_id: 'card-ana-td',
      type: 'single' as const,
      billing_frequency: 0,
      payday: date,
      paused_until: null,
      price: price + deliveryPrice,
      currency: 'clp',
      products: JSON.stringify([
        {
          productId: order.productId,
          name: order.name,
          quantity: order.quantity,
          price: order.unit,
          promotions: [],
          product: { imageUrl: `{sandbox}/sandbox/images/${order.productId}.jpg`, stock: null, fullStock: null },
        },
      ]),
      doc: JSON.stringify({
        billingType: 'single',
        trialDays: 0,
        priceOverwrite: null,
        productsPrice: price,
        bundlesPrice: 0,
        deliveryPrice,
        shippingId: null,
        expiration: null,
        chargeId: null,
        confirmedByMerchantAt: date.toISOString(),
        transaction: { date: date.toISOString() },
        paymentMethods: [{ name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 0 } }],
        contact: { address },
      }),
      created_at: date,
    };
  });
  const deliveries = orders.map((order) => ({
    id: `dlv-td-000${order.n}`,
    // Seeded orders take numbers below the sequence's first (1001).
    delivery_number: 900 + order.n,
    store_id: 'st-tienda-demo',
    user_id: ANA.id,
    subscription_id: order.subId,
    status: order.status,
    price: order.unit * order.quantity,
    delivery_price: deliveryPrice,
    total_price: order.unit * order.quantity + deliveryPrice,
    currency: 'clp',
    products: JSON.stringify([
      {
        productId: order.productId,
        parentProductId: null,
        name: order.name,
        quantity: order.quantity,
        price: order.unit,
        totalPrice: order.unit * order.quantity,
        imageUrl: `{sandbox}/sandbox/images/${order.productId}.jpg`,
      },
    ]),
    contact: JSON.stringify({ address }),
    created_at: daysFromNow(order.days, now),
  }));
  return { subscriptions, deliveries };
}
