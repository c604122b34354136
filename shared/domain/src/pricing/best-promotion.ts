import type { Discount } from './promotion-price';

export interface PromotionLike {
  discount: Discount;
  priority?: number | null;
  priceFrequency?: string | null;
  createdAt?: string | null;
}

function time(createdAt: string | null | undefined): number {
  const t = createdAt ? Date.parse(createdAt) : Number.NaN;
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/**
 * Spec 000 §4: "The highest-priority promotion for the frequency applies (priority, then createdAt)".
 * Decisions: a larger priority number wins; on equal priority the most recently created wins;
 * a promotion without priceFrequency applies to every frequency.
 */
export function bestPromotion<P extends PromotionLike>(
  promotions: readonly P[] | null | undefined,
  frequency: string,
): P | null {
  const candidates = (promotions ?? []).filter(
    (p) => !p.priceFrequency || p.priceFrequency === frequency,
  );
  let best: P | null = null;
  for (const p of candidates) {
    if (!best) {
      best = p;
      continue;
    }
    const byPriority = (p.priority ?? 0) - (best.priority ?? 0);
    if (byPriority > 0 || (byPriority === 0 && time(p.createdAt) > time(best.createdAt))) best = p;
  }
  return best;
}
