// CARD_PICKER (spec 001 §4 "awaiting response with merchant confirmation ... without a card"; also
// "Cambiar tarjeta" from the terms view): the shared card picker, card registration returning to
// this route, and the card change (001 §7 saveCardInSub). §5 "The card picker needs a selected card
// or a user without a card": a shopper without cards has only the picker's "Agregar tarjeta". §8 "Card
// change failure: 'No se pudo agregar la tarjeta en la suscripción', returning to the card picker".
import { useState } from 'react';
import { subscriptionsApi, type Subscription } from '@storefront/sdk/subscriptions';
import { useApi } from '@storefront/state';
import { Button, Stack, Text, Wrap } from '@storefront/ui';
import { CardPaymentSection, useCardPayment } from '@storefront/widgets/card-payment';
import { CONFIRM_PRICE_TEXTS as TEXTS } from './confirm-price-texts';
import { ViewFrame } from '../../components/view-frame';

/** Query flag that brings a registration started while changing the card back to this view. */
export const CHANGE_CARD_PARAM = 'changeCard';

export interface CardStepProps {
  subscription: Subscription;
  userId: string | undefined;
  /** The shopper is replacing the subscription's card (it has one): a way back is offered. */
  changing: boolean;
  onSaved(subscription: Subscription): void;
  onBack(): void;
  focusTitle?: boolean;
}

export function CardStep({
  subscription,
  userId,
  changing,
  onSaved,
  onBack,
  focusTitle,
}: CardStepProps) {
  const api = useApi();
  const payment = useCardPayment(userId, subscription.cardId ?? null);
  const selectedId = payment.selectedId;
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);

  const onContinue = async () => {
    setTried(true);
    setSaveFailed(false);
    if (!selectedId) return;
    if (selectedId === subscription.cardId) return onSaved(subscription);
    setSaving(true);
    try {
      onSaved(await subscriptionsApi(api).saveCardInSub(subscription._id, selectedId));
    } catch (error) {
      console.error('[mfe-account] confirm price: card change failed', error);
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const missingCard = tried && !selectedId;
  return (
    <ViewFrame title={TEXTS.cardTitle} intro={TEXTS.cardIntro} focusTitle={focusTitle}>
      <CardPaymentSection
        payment={payment}
        legend={TEXTS.cardLegend}
        onChange={(card) => {
          payment.onChange(card);
          setSaveFailed(false);
        }}
        onAdd={() => void payment.start(changing ? { [CHANGE_CARD_PARAM]: 'true' } : {})}
      />
      <Stack gap="3">
        {saveFailed ? (
          <Text role="alert" color="fg.error">
            {TEXTS.cardSaveError}
          </Text>
        ) : null}
        {missingCard ? (
          <Text role="alert" color="fg.error" id="confirm-price-card-why">
            {TEXTS.selectCard}
          </Text>
        ) : null}
        <Wrap gap="3">
          {payment.hasCards ? (
            <Button
              colorPalette="brand"
              onClick={() => void onContinue()}
              loading={saving || payment.confirming}
              loadingText={saving ? TEXTS.savingCard : undefined}
              aria-describedby={missingCard ? 'confirm-price-card-why' : undefined}
            >
              {TEXTS.continue}
            </Button>
          ) : null}
          {changing ? (
            <Button variant="ghost" onClick={onBack}>
              {TEXTS.back}
            </Button>
          ) : null}
        </Wrap>
      </Stack>
    </ViewFrame>
  );
}
