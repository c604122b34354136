import type { Transport } from '../transport';
import type { Paged } from '../schemas/common';
import { DeletedSchema } from '../schemas/card';
import { PagedPayerSchema, PayerSchema, type Payer } from '../schemas/payer';
import { seg } from './ids';

export interface PayerListQuery {
  userId: string;
  storeId: string;
  page?: number;
  limit?: number;
}

export interface NewPayer {
  userId: string;
  storeId: string;
  name?: string;
  lastName?: string;
  email?: string;
  billing?: { taxId: string };
}

export interface PayerPatch {
  name?: string;
  lastName?: string;
  active?: boolean;
  billing?: { taxId: string };
  company?: { rut: string; address: string };
}

/** Bearer (guests allowed); a shopper only sees their own payers (another's → 404). */
export function createPayersResource(t: Transport) {
  return {
    list: (query: PayerListQuery): Promise<Paged<Payer>> =>
      t.request('GET', 'payers/', { query: { page: 1, limit: 100, ...query }, schema: PagedPayerSchema }),
    get: (id: string): Promise<Payer> => t.request('GET', `payers/${seg(id)}`, { schema: PayerSchema }),
    create: (body: NewPayer): Promise<Payer> => t.request('POST', 'payers/', { body, schema: PayerSchema }),
    /** A payer made from the user's profile, active. */
    createForShopper: (userId: string, body: { storeId: string }): Promise<Payer> =>
      t.request('POST', `payers/shopper/${seg(userId)}`, { body, schema: PayerSchema }),
    /** 002 §7's PATCH payer/{id} (000 §7's PUT payers/{id} takes the same body on the API). */
    update: (id: string, patch: PayerPatch): Promise<Payer> => t.request('PATCH', `payer/${seg(id)}`, { body: patch, schema: PayerSchema }),
    remove: (id: string): Promise<{ deleted: boolean }> => t.request('DELETE', `payers/${seg(id)}`, { schema: DeletedSchema }),
  };
}
export type PayersResource = ReturnType<typeof createPayersResource>;
