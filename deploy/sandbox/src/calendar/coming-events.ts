// What is coming for a shopper's live subscriptions in one store (issue 12 "a calendar of what
// is coming ... charges, deliveries, pause ends"), as all-day events on UTC days (001 §9 dates are
// UTC): the next charge (the payday; for a failed attempt the server's next automatic try), the
// expected delivery of a deliverable store's next cycle (the sandbox delivers an order 3 days after
// the charge that made it), and a paused subscription's resume day (the day after pausedUntil,
// when the pause ends). awaiting response waits for the shopper's confirmation: nothing is
// scheduled. UIDs name subscription, kind and day, so a refresh finds the same events.
import { formatDate } from '@storefront/domain/dates';
import { formatAmount } from '@storefront/domain/money';
import { isFailing, normalizeSubscriptionStatus } from '@storefront/domain/subscriptions';
import { utcDay } from '../billing/billing-groups';
import { nextChargeAt } from '../clock/due-rules';
import { DELIVERY_DAYS } from '../clock/run-clock';
import { factsOfRow } from '../clock/process-subscription';
import type { SubscriptionRow } from '../subscriptions/owned-subscription';
import { DAY_MS } from '../clock/time-shift';
import { icsDate, type IcsEvent } from './ics';

export const CALENDAR_STATUSES = [
  'pending',
  'active',
  'paused',
  'failed attempt 1',
  'failed attempt 2',
  'failed attempt 3',
];

const namesOf = (row: SubscriptionRow) =>
  row.products
    .map((product) => {
      const quantity = Number(product.quantity ?? 1);
      return quantity > 1 ? `${String(product.name)} ×${quantity}` : String(product.name);
    })
    .join(', ');

export function comingEvents(
  rows: SubscriptionRow[],
  store: { name: string; serviceType: 'deliverable' | 'service' },
  now: Date,
  host: string,
): IcsEvent[] {
  const today = utcDay(now);
  const events: IcsEvent[] = [];
  const add = (
    row: SubscriptionRow,
    kind: string,
    day: Date,
    summary: string,
    description: string,
  ) => events.push({ uid: `${row.id}-${kind}-${icsDate(day)}@${host}`, day, summary, description });

  for (const row of rows) {
    const status = normalizeSubscriptionStatus(row.status);
    if (!CALENDAR_STATUSES.includes(status)) continue;
    const names = namesOf(row);
    const amount = formatAmount(row.price, row.currency);
    const paused = status === 'paused';
    const next = paused ? new Date(row.payday) : nextChargeAt(factsOfRow(row));
    if (!next) continue;
    // A charge already due runs at the server's next pass: today, not in the past.
    const chargeDay = new Date(Math.max(utcDay(next).getTime(), today.getTime()));
    const retry = isFailing(status);
    add(
      row,
      retry ? 'retry' : 'charge',
      chargeDay,
      `${retry ? 'Reintento de cobro' : 'Cobro'} de tu suscripción: ${names} — ${amount}`,
      `${store.name}: se cobrarán ${amount} a tu tarjeta el ${formatDate(chargeDay)}.`,
    );
    if (store.serviceType === 'deliverable' && row.type === 'recurring' && !retry) {
      const deliveryDay = new Date(chargeDay.getTime() + DELIVERY_DAYS * DAY_MS);
      add(
        row,
        'delivery',
        deliveryDay,
        `Entrega estimada de tu pedido: ${names}`,
        `${store.name}: el pedido del cobro del ${formatDate(chargeDay)} llega alrededor del ${formatDate(deliveryDay)}.`,
      );
    }
    if (paused && row.paused_until) {
      const resumeDay = new Date(utcDay(new Date(row.paused_until)).getTime() + DAY_MS);
      add(
        row,
        'resume',
        resumeDay,
        `Fin de la pausa de tu suscripción: ${names}`,
        `${store.name}: tu suscripción se reanuda el ${formatDate(resumeDay)}; el próximo cobro es el ${formatDate(chargeDay)}.`,
      );
    }
  }
  return events.sort((a, b) => a.day.getTime() - b.day.getTime() || a.uid.localeCompare(b.uid));
}
