// The card that carries the shopper's instalments in a store (001 §5 "Only one credit card may be
// registered for instalments"), read from her running subscriptions. A chunk of its own, loaded
// only when a screen offers instalments (use-other-instalment-card.ts), with the subscriptions SDK
// and the rule: most visits never need either.
import { instalmentCardOf, isEditable, SUBSCRIPTION_STATUSES } from '@storefront/domain';
import type { Api } from '@storefront/sdk';
import { subscriptionsApi } from '@storefront/sdk/subscriptions';

/** The statuses whose subscriptions are charged again (not ended): 001 §4 "Editable". */
const RUNNING = SUBSCRIPTION_STATUSES.filter(isEditable);

export async function loadInstalmentCard(
  client: Api,
  query: { storeId: string; userId: string; exceptSubscriptionId: string | null },
): Promise<string | null> {
  const subscriptions = await subscriptionsApi(client).listAll({
    userId: query.userId,
    storeId: query.storeId,
    statuses: RUNNING,
  });
  return instalmentCardOf(subscriptions, query.exceptSubscriptionId);
}
