// Spec 002 §2 orders/{deliveryId}: "address, …, commune (or 'No definido')"; §3 Delivery:
// contact.address {street, number, comment, commune}. A missing address reads 'No definido' too
// (the spec names the fallback for the commune; the same words say the same thing for the street).
export const ORDER_NOT_DEFINED = 'No definido';

/** A structural subset of the SDK's Delivery contact. */
export interface OrderContactInput {
  address?: {
    street?: string | null;
    number?: string | number | null;
    comment?: string | null;
    commune?: string | null;
  } | null;
}

export interface OrderPlace {
  /** "Avenida Providencia 1234", or 'No definido'. */
  address: string;
  /** The shopper's delivery note ("Dejar en conserjería"), or null. */
  comment: string | null;
  /** The commune, or 'No definido'. */
  commune: string;
}

const text = (value: string | number | null | undefined) => String(value ?? '').trim();

export function orderPlace(contact: OrderContactInput | null | undefined): OrderPlace {
  const address = contact?.address;
  const line = [text(address?.street), text(address?.number)].filter(Boolean).join(' ');
  return {
    address: line || ORDER_NOT_DEFINED,
    comment: text(address?.comment) || null,
    commune: text(address?.commune) || ORDER_NOT_DEFINED,
  };
}
