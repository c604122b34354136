// The automatic-payment card of an approved charge (spec 002 §2 ShowCharge "the automatic-payment
// card (only when approved)", "'Guardar cambios' appears only when the selected card differs from
// the initial one"; §7 saveCardInInstallments(chargeId, userId, cardId): the card of every unpaid
// instalment). The shopper may register a card here too (000 §4: the return comes back to this
// page, whose newly confirmed card is then the chosen one). On failure §8's "Charge update failure
// toast".
import { useState } from 'react';
import { bus } from '@storefront/bus';
import { CHARGE_TOAST_MS } from '@storefront/domain';
import { chargesApi, type Charge } from '@storefront/sdk/charges';
import { useApi, useServerDataCache } from '@storefront/state';
import { Button, Heading, Stack, Text } from '@storefront/ui';
import { CardPaymentSection, useCardPayment } from '@storefront/widgets/card-payment';
import { chargeKey } from './charge-reads';
import { CHARGE_TEXTS as TEXTS } from './charge-texts';

export function AutomaticPaymentCard({ charge, userId }: { charge: Charge; userId: string }) {
  const api = useApi();
  const cache = useServerDataCache();
  const initial = charge.cardId ?? null;
  const payment = useCardPayment(userId, initial);
  const cardId = payment.selectedId;
  const [saving, setSaving] = useState(false);
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
      <CardPaymentSection
        payment={payment}
        legend={TEXTS.cardLegend}
        // The instalments always need a card once one is set: nothing to deselect to.
        required
      />
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
    </Stack>
  );
}
