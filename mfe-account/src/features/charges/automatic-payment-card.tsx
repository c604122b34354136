// The automatic-payment card of an approved charge (spec 002 §2 ShowCharge "the automatic-payment
// card (only when approved)", "'Guardar cambios' appears only when the selected card differs from
// the initial one"; §7 saveCardInInstallments(chargeId, userId, cardId): the card of every unpaid
// instalment). The shopper may register a card here too (000 §4: the return comes back to this
// page, whose newly confirmed card is then the chosen one). On failure §8's "Charge update failure
// toast".
import { useCallback, useRef, useState } from 'react';
import { bus } from '@storefront/bus';
import { CHARGE_TOAST_MS } from '@storefront/domain';
import { chargesApi, type Charge } from '@storefront/sdk/charges';
import type { Card } from '@storefront/sdk';
import { useApi, useServerDataCache, useTenant } from '@storefront/state';
import { Button, Heading, Stack, Text } from '@storefront/ui';
import { CardPicker } from '@storefront/widgets/card-picker';
import {
  CardRegistrationError,
  InscriptionResultDialog,
  useCardRegistration,
  useInscriptionReturn,
} from '@storefront/widgets/cards';
import { chargeKey } from './charge-reads';
import { CHARGE_TEXTS as TEXTS } from './charge-texts';

export function AutomaticPaymentCard({ charge, userId }: { charge: Charge; userId: string }) {
  const api = useApi();
  const cache = useServerDataCache();
  const { store } = useTenant();
  const initial = charge.cardId ?? null;
  const [cardId, setCardId] = useState<string | null>(initial);
  const [saving, setSaving] = useState(false);
  const registration = useCardRegistration(store._id);
  // A card just registered here becomes the chosen one once the reloaded card list has it (until
  // then the picker, which still shows the old list, must not drop it as unknown).
  const registered = useRef<string | null>(null);
  const inscription = useInscriptionReturn(store._id, {
    rule: 'flow',
    onSettled: (outcome) => {
      if (outcome?.kind === 'success') registered.current = outcome.card._id;
    },
  });
  const choose = useCallback((card: Card | null) => {
    if (card || !registered.current) setCardId(card?._id ?? null);
  }, []);
  const cardsLoaded = useCallback((cards: Card[]) => {
    const id = registered.current;
    if (id && cards.some((card) => card._id === id)) {
      registered.current = null;
      setCardId(id);
    }
  }, []);
  const changed = cardId !== null && cardId !== initial;

  const save = async () => {
    if (!cardId) return;
    setSaving(true);
    try {
      const saved = await chargesApi(api).charges.saveCardInInstallments(charge._id, {
        userId,
        cardId,
      });
      // The page re-renders with the saved card as the initial one: 'Guardar cambios' goes away.
      cache.write(chargeKey(charge._id), saved);
      cache.invalidate(['charges']);
      bus.emit('toast', { status: 'success', title: TEXTS.updated, durationMs: CHARGE_TOAST_MS });
    } catch (error) {
      console.error('[mfe-account] charges: saveCardInInstallments failed', error);
      bus.emit('toast', {
        status: 'error',
        title: TEXTS.updateFailed,
        durationMs: CHARGE_TOAST_MS,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack
      as="section"
      aria-labelledby="charge-automatic"
      gap="4"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" id="charge-automatic" size="lg">
        {TEXTS.automaticTitle}
      </Heading>
      <Text color="fg.muted">{initial ? TEXTS.automaticBody : TEXTS.manualBody}</Text>
      <CardPicker
        userId={userId}
        storeId={store._id}
        legend={TEXTS.cardLegend}
        selectedId={cardId}
        onChange={choose}
        onCardsLoaded={cardsLoaded}
        // The instalments always need a card once one is set: nothing to deselect to.
        required
        onAdd={() => void registration.start()}
        adding={registration.starting}
      />
      <CardRegistrationError failed={registration.startFailed} />
      {changed ? (
        <Button
          colorPalette="brand"
          alignSelf="flex-start"
          onClick={() => void save()}
          loading={saving}
        >
          {TEXTS.save}
        </Button>
      ) : null}
      <InscriptionResultDialog outcome={inscription.outcome} onClose={inscription.dismiss} />
    </Stack>
  );
}
