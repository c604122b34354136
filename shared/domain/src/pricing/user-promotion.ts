// Promotions over time (spec 001 §9 "Promotion: discount type fixed or percentage, duration in
// days, maxUses, priceFrequency; user promotion has usesLeft and expiresAt"; 000 §3 Product
// promotions; 001 §4 "A pause or cancel when any product has promotions shows a second warning
// that discounts expire early").
// Decided (API.md "Promotions"): a purchase takes the best promotion for its frequency
// (promotionForPurchase) and starts a user promotion on that subscription item: usesLeft = maxUses
// (none = no limit) and expiresAt = start + duration days (none = no end). Each paid cycle the
// promotion applied to uses one; a pause or a cancel ends it at once.
import { bestPromotion, type PromotionLike } from './best-promotion';
import type { Discount } from './promotion-price';

// expiresAt is an instant, start + duration × 24 h (a UTC day is always 24 h), compared in ms:
// no calendar day is read, so src/dates' helpers (dayjs) would add bytes and nothing else.
const DAY_MS = 24 * 3600 * 1000;

/** A product's promotion as the catalogue has it (000 §3). */
export interface OfferedPromotion extends PromotionLike {
  name?: string | null;
  maxUses?: number | null;
  /** Days the promotion lasts from the purchase. */
  duration?: number | null;
}

/** A promotion a shopper holds on a subscription item. */
export interface UserPromotion {
  name: string | null;
  discount: Discount;
  priceFrequency: string | null;
  maxUses: number | null;
  duration: number | null;
  /** Paid cycles it still lowers; null = no limit. */
  usesLeft: number | null;
  /** ISO instant it stops applying; null = no end. */
  expiresAt: string | null;
  startedAt: string;
}

const limit = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The promotion a new purchase of `frequency` gets: the highest-priority one for the frequency
 * (000 §4 "priority, then createdAt") among those that can be used at least once.
 */
export function promotionForPurchase<P extends OfferedPromotion>(
  promotions: readonly P[] | null | undefined,
  frequency: string,
): P | null {
  const usable = (promotions ?? []).filter((p) => {
    const uses = limit(p.maxUses);
    const days = limit(p.duration);
    return (uses === null || uses > 0) && (days === null || days > 0);
  });
  return bestPromotion(usable, frequency);
}

/** The user promotion a purchase at `at` starts (usesLeft = maxUses, expiresAt = at + duration). */
export function startUserPromotion(promotion: OfferedPromotion, at: Date): UserPromotion {
  const maxUses = limit(promotion.maxUses);
  const duration = limit(promotion.duration);
  return {
    name: promotion.name ?? null,
    discount: { type: promotion.discount.type, value: promotion.discount.value },
    priceFrequency: promotion.priceFrequency ?? null,
    maxUses,
    duration,
    usesLeft: maxUses,
    expiresAt: duration === null ? null : new Date(at.getTime() + duration * DAY_MS).toISOString(),
    startedAt: at.toISOString(),
  };
}

/** Whether a held promotion still lowers a charge at `at`: uses left and not expired. */
export function isPromotionLive(promotion: UserPromotion, at: Date): boolean {
  const usesLeft = limit(promotion.usesLeft);
  if (usesLeft !== null && usesLeft <= 0) return false;
  const expires = promotion.expiresAt ? Date.parse(promotion.expiresAt) : Number.NaN;
  return Number.isNaN(expires) || at.getTime() < expires;
}

/** The held promotion that applies to an item's charge at `at` (the first live one), or null. */
export function livePromotion(
  promotions: readonly UserPromotion[] | null | undefined,
  at: Date,
): UserPromotion | null {
  return (promotions ?? []).find((promotion) => isPromotionLive(promotion, at)) ?? null;
}

/** After a paid cycle it lowered: one use fewer (no limit stays no limit). */
export function usedOnce(promotion: UserPromotion): UserPromotion {
  const usesLeft = limit(promotion.usesLeft);
  return usesLeft === null ? promotion : { ...promotion, usesLeft: Math.max(0, usesLeft - 1) };
}

/** 001 §4: a pause or a cancel ends a held promotion early (no uses left, expired at `at`). */
export function endedEarly(promotion: UserPromotion, at: Date): UserPromotion {
  if (!isPromotionLive(promotion, at)) return promotion;
  return { ...promotion, usesLeft: 0, expiresAt: at.toISOString() };
}

/** Reads a stored user promotion (a subscription item's JSON); null when it is not one. */
export function asUserPromotion(value: unknown): UserPromotion | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const discount = v.discount as Record<string, unknown> | undefined;
  if (
    !discount ||
    (discount.type !== 'fixed' && discount.type !== 'percentage') ||
    typeof discount.value !== 'number' ||
    typeof v.startedAt !== 'string'
  )
    return null;
  return {
    name: typeof v.name === 'string' ? v.name : null,
    discount: { type: discount.type, value: discount.value },
    priceFrequency: typeof v.priceFrequency === 'string' ? v.priceFrequency : null,
    maxUses: limit(v.maxUses as number | null),
    duration: limit(v.duration as number | null),
    usesLeft: limit(v.usesLeft as number | null),
    expiresAt: typeof v.expiresAt === 'string' ? v.expiresAt : null,
    startedAt: v.startedAt,
  };
}

/** The user promotions among a subscription item's stored `promotions`. */
export const userPromotionsOf = (values: readonly unknown[] | null | undefined): UserPromotion[] =>
  (values ?? []).map(asUserPromotion).filter((p): p is UserPromotion => p !== null);
