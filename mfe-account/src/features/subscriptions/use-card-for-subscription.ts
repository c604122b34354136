// "No card: an add-card button" (spec 001 §4 Actions by status). The shopper registers a card with
// the provider and comes back here (001 §4 "Card registration return", rule 'flow'); the new card
// is then put on the subscription she started from (saveCardInSub, 001 §7), named in the return
// URL as `cardFor`, so she does not have to edit it afterwards. A failure says 001 §8's "No se pudo
// agregar la tarjeta en la suscripción".
import { useSearchParams } from 'react-router-dom';
import { bus } from '@storefront/bus';
import { subscriptionsApi } from '@storefront/sdk/subscriptions';
import { useApi } from '@storefront/state';
import {
  NEW_CARD_PARAM,
  useCardRegistration,
  useInscriptionReturn,
} from '@storefront/widgets/cards';
import { SUBSCRIPTIONS_TEXTS as TEXTS } from './subscriptions-texts';

const CARD_FOR_PARAM = 'cardFor';

export function useCardForSubscription(storeId: string, onSaved: () => void) {
  const api = useApi();
  const [search, setSearch] = useSearchParams();
  const registration = useCardRegistration(storeId);
  const cardFor = search.get(CARD_FOR_PARAM);
  const inscription = useInscriptionReturn(storeId, {
    rule: 'flow',
    onSettled: (outcome) => {
      setSearch(
        (current) => {
          // Both flags: this runs right after the return's own URL update, from the same query.
          const next = new URLSearchParams(current);
          next.delete(NEW_CARD_PARAM);
          next.delete(CARD_FOR_PARAM);
          return next;
        },
        { replace: true },
      );
      if (outcome?.kind !== 'success' || !cardFor) return;
      subscriptionsApi(api)
        .saveCardInSub(cardFor, outcome.card._id)
        .then(
          () => bus.emit('toast', { status: 'success', title: TEXTS.cardSaved }),
          (error: unknown) => {
            console.error('[mfe-account] subscriptions: saveCardInSub failed', error);
            bus.emit('toast', { status: 'error', title: TEXTS.cardNotSaved });
          },
        )
        .finally(onSaved);
    },
  });
  return {
    inscription,
    start: (subscriptionId: string) =>
      void registration.start({ [CARD_FOR_PARAM]: subscriptionId }),
    starting: registration.starting,
    startFailed: registration.startFailed,
  };
}
