// Instalments next to a card-payment section (spec 001 §5 "Cards and instalments"; "Only one credit
// card may be registered for instalments": the other card carrying them is named instead of the
// selector). A module of its own: only the checkout and the subscription edit offer instalments.
import { useState } from 'react';
import { instalmentOptions, keptInstalments, oneInstalmentCardNote } from '@storefront/domain';
import { useTenant } from '@storefront/state';
import { Text } from '@storefront/ui';
import { InstalmentsField, useOtherInstalmentCard } from '@storefront/widgets/card-picker';
import type { CardPayment } from './use-card-payment';

export type CardInstalmentsState = ReturnType<typeof useCardInstalments>;

/**
 * The instalments offered on the chosen card for what is bought (`billingTypes`) and the kept
 * choice (`value`, 'Sin cuotas' when the options change under it).
 */
export function useCardInstalments(
  payment: CardPayment,
  billingTypes: readonly string[],
  options: { initial?: number; exceptSubscriptionId?: string | null } = {},
) {
  const { policy } = useTenant();
  const [chosen, setChosen] = useState(options.initial ?? 0);
  const offered = instalmentOptions(policy, billingTypes, payment.card);
  const other = useOtherInstalmentCard({
    storeId: payment.storeId,
    userId: payment.userId ?? null,
    card: payment.card,
    cards: payment.cards,
    offered: offered.length > 0,
    exceptSubscriptionId: options.exceptSubscriptionId,
  });
  const shown = other ? [] : offered;
  return { options: shown, other, value: keptInstalments(chosen, shown), set: setChosen };
}

/**
 * The selector ('Cuotas'), or the note naming the other card that carries the instalments. Takes
 * useCardInstalments' object spread (`<CardInstalments {...instalments} />`).
 */
export function CardInstalments(
  props: CardInstalmentsState & {
    /** The note's id (the checkout's). */
    noteId?: string;
  },
) {
  return props.other ? (
    <Text color="fg.muted" id={props.noteId}>
      {oneInstalmentCardNote(props.other.digits)}
    </Text>
  ) : (
    <InstalmentsField options={props.options} value={props.value} onChange={props.set} />
  );
}
