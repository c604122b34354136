import type { IdempotentOptions, Transport } from '@storefront/sdk';
import type { Paged } from '../schemas/common';
import {
  ChargeSchema,
  CreateFromServiceResultSchema,
  PagedChargeSchema,
  type Charge,
  type ChargeStatusValue,
  type CreateFromServiceResult,
} from '../schemas/charge';
import { readAllPages } from './all-pages';
import { seg } from './ids';

export interface ChargeListQuery {
  userId: string;
  storeId: string;
  status: ChargeStatusValue;
}

export interface CreateFromServiceBody {
  serviceId: string;
  userId: string;
  /** The card the first instalment is charged to; none when the shopper has no card yet. */
  cardId?: string | null;
}

/**
 * 001 §7 "GET /charges/shopper/ (params); GET /charges/{id}; PUT /charges/{id}; POST
 * /charges/createFromService"; 002 §7 Charges and saveCardInInstallments. Bearer; only the
 * caller's own charges (another's → 404 "Charge not found").
 */
export function createChargesResource(t: Transport) {
  const listPage = (query: ChargeListQuery, page: number): Promise<Paged<Charge>> =>
    t.request('GET', 'charges/shopper', {
      query: { ...query, page, limit: 100 },
      schema: PagedChargeSchema,
    });
  return {
    /** 002 §7 "List by userId, storeId, status (one call per status)": every page of one status. */
    list: (query: ChargeListQuery): Promise<Charge[]> =>
      readAllPages((page) => listPage(query, page)),
    get: (id: string): Promise<Charge> =>
      t.request('GET', `charges/${seg(id)}`, { schema: ChargeSchema }),
    /** 002 §4 "Approve sets approved": only a pending charge (else 409). */
    approve: (id: string, paymentType: 'recurring' | 'single'): Promise<Charge> =>
      t.request('PUT', `charges/${seg(id)}`, {
        body: { status: 'approved', paymentType },
        schema: ChargeSchema,
      }),
    /** 002 §7 saveCardInInstallments(chargeId, userId, cardId): the card of every unpaid instalment. */
    saveCardInInstallments: (
      id: string,
      body: { userId: string; cardId: string },
    ): Promise<Charge> =>
      t.request('POST', `charges/${seg(id)}/saveCardInInstallments`, {
        body,
        schema: ChargeSchema,
      }),
    /**
     * 002 §4 Service hiring: a charge from the service, its first instalment charged to the card.
     * One key per hire attempt: a repeat or a race answers the first hire (one charge, one payment).
     */
    createFromService: (
      body: CreateFromServiceBody,
      options: Required<Pick<IdempotentOptions, 'idempotencyKey'>>,
    ): Promise<CreateFromServiceResult> =>
      t.request('POST', 'charges/createFromService', {
        body: body.cardId ? body : { serviceId: body.serviceId, userId: body.userId },
        idempotencyKey: options.idempotencyKey,
        schema: CreateFromServiceResultSchema,
      }),
  };
}
