// Spec 000 §2 Cart page: "when the store's default subscription status is "awaiting response"",
// cart prices are referential. Reuses the subscription status spelling rules (001 §4).
import { normalizeSubscriptionStatus } from '../subscriptions/statuses';

/** Accepts the policy text 'awaiting response' and the snake/kebab spellings. */
export function isAwaitingResponse(defaultStatus: string | null | undefined): boolean {
  return normalizeSubscriptionStatus(defaultStatus) === 'awaiting response';
}
