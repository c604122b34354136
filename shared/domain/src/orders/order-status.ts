// Spec 002 §4 "Order statuses: delivered (Entregado), pending (Pendiente), paused (Pausado),
// canceled (Cancelado)". The tone is the chip's colour only; the label is what it says.
export const ORDER_STATUSES = ['delivered', 'pending', 'paused', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  delivered: 'Entregado',
  pending: 'Pendiente',
  paused: 'Pausado',
  canceled: 'Cancelado',
};

/** The same words as @storefront/ui's StatusTone (the domain imports no UI). */
export type OrderStatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const TONES: Record<OrderStatus, OrderStatusTone> = {
  delivered: 'success',
  pending: 'warning',
  paused: 'neutral',
  canceled: 'danger',
};

/** 'Delivered' / ' pending ' → 'delivered'; the provider sends lower case, a copy may not. */
function known(status: string | null | undefined): OrderStatus | null {
  const key = (status ?? '').trim().toLowerCase();
  return (ORDER_STATUSES as readonly string[]).includes(key) ? (key as OrderStatus) : null;
}

/** The Spanish label; a status the spec does not name is shown as it came (never a blank chip). */
export function orderStatusLabel(status: string | null | undefined): string {
  const key = known(status);
  return key ? ORDER_STATUS_LABELS[key] : (status ?? '').trim();
}

export function orderStatusTone(status: string | null | undefined): OrderStatusTone {
  const key = known(status);
  return key ? TONES[key] : 'neutral';
}
