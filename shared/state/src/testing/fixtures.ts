// Tests only: the tenant and user most component tests start from (tienda-demo, Ana).
import type { Store, StoreSchema } from '@storefront/sdk';
import { aStore, type Overrides } from './builders';
import type { SessionUser } from '../decode-token';

/** tienda-demo, parsed by the SDK's StoreSchema (see `aStore`). */
export const demoStore = (overrides: Overrides<typeof StoreSchema> = {}): Store =>
  aStore(overrides);

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
