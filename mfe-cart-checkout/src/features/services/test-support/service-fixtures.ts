// Unit tests only: a servicios-demo-like store, its services, Ana and her cards, and hire answers,
// parsed by the SDK's own schemas so they cannot drift from the API (API.md, 002 §3).
import type { Store, StoreSchema } from '@storefront/sdk';
import {
  CreateFromServiceResultSchema,
  type ServiceSchema,
  type CreateFromServiceResult,
  type Service,
} from '@storefront/sdk/charges';
import {
  aCard,
  aCharge,
  aPolicy,
  aService,
  aStore,
  aUser,
  parseFixture,
  type Overrides,
} from '@storefront/state/testing';

export const TERMS_URL = 'https://servicios.example/terminos';

export function serviceStore(overrides: Overrides<typeof StoreSchema> = {}): Store {
  return aStore({
    _id: 'st-servicios-demo',
    name: 'servicios-demo',
    active: true,
    serviceType: 'service',
    termsAndConditionsUrl: TERMS_URL,
    userOptionalAttrs: { name: false, lastName: false },
    merchants: [],
    content: { navigation: { navbar: { storeName: 'Servicios Demo' }, footer: {} }, views: {} },
    ...overrides,
  });
}

export const servicePolicy = aPolicy({
  storeId: 'st-servicios-demo',
  checkoutPolicy: {
    naturalPersonFields: { address: false, rut: true, phone: true },
    companyFields: {},
  },
  paymentMethodsPolicy: { requireTokenized: false },
});

export const service = (overrides: Overrides<typeof ServiceSchema> = {}): Service =>
  aService({ description: 'Corte de pasto, poda y riego, una visita al mes.', ...overrides });

/** Ana's profile (the shared `aUser`). */
export const anaProfile = aUser();

export const visa = aCard({ storeId: 'st-servicios-demo' });

export const hired = (transaction: { status: string } | null): CreateFromServiceResult =>
  parseFixture('hired', CreateFromServiceResultSchema, {
    charge: aCharge({
      _id: 'ch-new',
      storeId: 'st-servicios-demo',
      name: 'Mantención mensual de jardín',
      status: 'approved',
      totalPrice: 29990,
      cardId: transaction ? 'card-1' : null,
      paymentType: transaction ? 'recurring' : 'single',
      serviceId: 'svc-sv-0001',
    }),
    transaction: transaction ? { _id: 'tx-1', ...transaction } : null,
  });
