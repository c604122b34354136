// Tests only: the tenant and user most component tests start from (tienda-demo, Ana).
import type { Store } from '@storefront/sdk';
import type { SessionUser } from '../decode-token';

export const demoStore = (overrides: Partial<Store> = {}): Store =>
  ({
    _id: 'st-tienda-demo',
    name: 'tienda-demo',
    active: true,
    serviceType: 'deliverable',
    userOptionalAttrs: {},
    merchants: [],
    content: { navigation: { navbar: { storeName: 'Tienda Demo' }, footer: {} }, views: {} },
    ...overrides,
  }) as Store;

export const ana: SessionUser = {
  userId: 'u-ana',
  email: 'ana@demo.cl',
  name: 'Ana',
  lastName: 'Pérez',
  phone: '',
  phonePrefix: '',
  rut: '',
  isGuest: false,
};
