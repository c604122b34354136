// The card that pays a subscription, on its item (spec 001 §2; issue 40: the items named no card):
// "Visa terminada en 4242", read from the shopper's saved cards (one read for the whole list,
// shared with every screen that lists them). 001 §8: "Card fetch by id failure leaves the card
// empty (shown as Pendiente)": a card that cannot be read, or is no longer hers, shows Pendiente.
// A subscription without a card has no fact: its item offers to add one.
import { useSession, useTenant } from '@storefront/state';
import { cardName, useCards } from '@storefront/widgets/cards';
import { Fact } from '../../components/fact';
import { SUBSCRIPTIONS_TEXTS as TEXTS } from './subscriptions-texts';

export function SubscriptionCardFact({ cardId }: { cardId: string | null | undefined }) {
  const session = useSession();
  const { store } = useTenant();
  const cards = useCards(session?.user.userId, store._id);
  if (!cardId) return null;
  const card = cards.state.data?.find((saved) => saved._id === cardId);
  const reading = !card && cards.state.status !== 'error' && !cards.state.data;
  return (
    <Fact label={TEXTS.card}>{card ? cardName(card) : reading ? '…' : TEXTS.cardPending}</Fact>
  );
}
