// Unit tests only: a servicios-demo-like store, its services, Ana and her cards, and hire answers,
// parsed by the SDK's own schemas so they cannot drift from the API (API.md, 002 §3).
import * as v from 'valibot';
import { CardSchema, UserSchema, type Store } from '@storefront/sdk';
import {
  CreateFromServiceResultSchema,
  ServiceSchema,
  type CreateFromServiceResult,
  type Service,
} from '@storefront/sdk/charges';

export const TERMS_URL = 'https://servicios.example/terminos';

export function serviceStore(overrides: Partial<Store> = {}): Store {
  return {
    _id: 'st-servicios-demo',
    name: 'servicios-demo',
    active: true,
    serviceType: 'service',
    termsAndConditionsUrl: TERMS_URL,
    userOptionalAttrs: { name: false, lastName: false },
    merchants: [],
    content: { navigation: { navbar: { storeName: 'Servicios Demo' }, footer: {} }, views: {} },
    ...overrides,
  } as unknown as Store;
}

export const servicePolicy = {
  checkoutPolicy: {
    naturalPersonFields: { address: false, rut: true, phone: true },
    companyFields: {},
  },
  paymentMethodsPolicy: { requireTokenized: false },
};

export const service = (overrides: Record<string, unknown> = {}): Service =>
  v.parse(ServiceSchema, {
    _id: 'svc-sv-0001',
    storeId: 'st-servicios-demo',
    name: 'Mantención mensual de jardín',
    description: 'Corte de pasto, poda y riego, una visita al mes.',
    price: 29990,
    currency: 'clp',
    active: true,
    installments: 1,
    ...overrides,
  });

export const anaProfile = v.parse(UserSchema, {
  userId: 'u-ana',
  email: 'ana@demo.cl',
  name: 'Ana',
  lastName: 'Pérez',
  rut: '11111111-1',
  phone: '912345678',
  phonePrefix: '+56',
});

export const visa = v.parse(CardSchema, {
  _id: 'card-1',
  userId: 'u-ana',
  storeId: 'st-servicios-demo',
  brand: 'Visa',
  type: 'Credit',
  digits: '4242',
});

export const hired = (transaction: { status: string } | null): CreateFromServiceResult =>
  v.parse(CreateFromServiceResultSchema, {
    charge: {
      _id: 'ch-new',
      storeId: 'st-servicios-demo',
      userId: 'u-ana',
      name: 'Mantención mensual de jardín',
      status: 'approved',
      totalPrice: 29990,
      currency: 'clp',
      cardId: transaction ? 'card-1' : null,
      paymentType: transaction ? 'recurring' : 'single',
      installments: 1,
      subscriptions: [],
      serviceId: 'svc-sv-0001',
    },
    transaction: transaction ? { _id: 'tx-1', ...transaction } : null,
  });
