// 001 §5 "Only one credit card may be registered for instalments", where a screen offers them (the
// checkout, the subscription edit): the shopper's other card that already carries instalments in
// this store, so the screen says so instead of offering a choice the provider refuses. Asked only
// while instalments are offered, its code loaded then (instalment-card-load.ts). A failed read
// offers the selector as before: the provider still refuses.
import type { Card } from '@storefront/sdk';
import { useServerData } from '@storefront/state';

export interface OtherInstalmentCardInput {
  storeId: string;
  userId: string | null;
  /** The card chosen on the screen. */
  card: Card | null;
  /** The shopper's cards, to name the other one by its digits. */
  cards: readonly Card[] | null;
  /** Whether the screen offers instalments on the chosen card. */
  offered: boolean;
  /** The subscription being edited: it does not count against itself. */
  exceptSubscriptionId?: string | null;
}

/** The other card that carries the shopper's instalments (`{ digits }`), or null. */
export function useOtherInstalmentCard(
  input: OtherInstalmentCardInput,
): { digits: string | null } | null {
  const { storeId, userId } = input;
  const exceptSubscriptionId = input.exceptSubscriptionId ?? null;
  const other = useServerData<string | null>(
    userId && input.offered
      ? (['instalment-card', storeId, userId, exceptSubscriptionId ?? ''] as const)
      : null,
    (client) =>
      import('./instalment-card-load').then(({ loadInstalmentCard }) =>
        loadInstalmentCard(client, { storeId, userId: userId!, exceptSubscriptionId }),
      ),
    { revalidateOnMount: true },
  ).state.data;
  if (!input.offered || !input.card || !other || other === input.card._id) return null;
  return { digits: input.cards?.find((one) => one._id === other)?.digits ?? null };
}
