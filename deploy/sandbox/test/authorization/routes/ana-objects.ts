// What the route tables of the authorization matrix (../route-access.ts) aim at: Ana's seeded
// objects, and the access kinds most routes share.
import type { ObjectRequest } from '../route-access';

export const TD = 'st-tienda-demo';
export const STORES = ['st-tienda-demo', 'st-farmacia-demo', 'st-servicios-demo'];
export const CARDS = ['card-ana-td', 'card-ana-fa', 'card-ana-sv'];
export const PAYERS = ['payer-ana-td', 'payer-ana-sv'];
export const SUBSCRIPTIONS = ['sub-td-0001', 'sub-td-0006', 'sub-td-0007'];
export const DELIVERIES = ['dlv-td-0001', 'dlv-td-0002'];
export const CHARGES = ['ch-sv-0001', 'ch-sv-0002'];
export const OPEN_LINK = 'pl-sv-4mV0cK2Qd9ZyLw7eHtR1xA';
export const anaCart = { storeId: TD, guestId: 'g-ana-matrix', userId: 'u-ana' };
export const get = (url: string): ObjectRequest => ({ method: 'GET', url });

export const publicRead = {
  kind: 'public',
  why: 'store, template, policy and catalogue data is public',
} as const;
export const entry = {
  kind: 'entry',
  why: 'a sign-in or recovery step: the credential is in the request',
} as const;
