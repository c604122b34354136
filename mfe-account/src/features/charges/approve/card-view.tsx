// tokenized-payment-methods, the card step (002 §4 "'recurring' … leads to card selection"): the
// shared card picker with card registration (the provider returns here with newCard=true, 002 §2
// "newCard=true jumps to the card step"; the inscription is confirmed and the new card chosen), and
// the one-click button: its text by 002 §4 ('Pagar' when an instalment is overdue, since approving
// leads to paying it; 'Finalizar'; 'Continuar sin tarjeta') and its enabling by 002 §5.
import { oneClickButtonState, oneClickButtonText } from '@storefront/domain';
import { Button, Stack, Text } from '@storefront/ui';
import { CardPaymentSection, useCardPayment } from '@storefront/widgets/card-payment';
import { APPROVE_TEXTS as TEXTS } from './approve-texts';
import { ApproveFrame } from './approve-frame';

export interface CardViewProps {
  userId: string | undefined;
  initialCardId: string | null;
  requireTokenized: boolean;
  termsAccepted: boolean;
  /** An instalment is overdue: approving leads to paying it. */
  payNow: boolean;
  issuerFees: boolean;
  approving: boolean;
  /** The chosen card ('recurring'), or null to go on without one. */
  onSubmit(cardId: string | null): void;
  onBack(): void;
  focusTitle?: boolean;
}

export function CardView(props: CardViewProps) {
  const { userId, requireTokenized, payNow, issuerFees, approving } = props;
  // A card just registered is the one the shopper meant to pay with (useCardPayment chooses it).
  const payment = useCardPayment(userId, props.initialCardId);
  const { selectedId, cards, card: chosen } = payment;
  const label = oneClickButtonText({
    payNow,
    cardChosen: selectedId !== null,
    requireTokenized,
    issuerFees,
  });
  const state = oneClickButtonState({
    cardsLoaded: cards !== null,
    hasCards: (cards?.length ?? 0) > 0,
    termsAccepted: props.termsAccepted,
    issuerFees,
    chosenCardType: chosen ? chosen.type : null,
    payNow,
    requireTokenized,
  });

  return (
    <ApproveFrame
      title={TEXTS.cardTitle}
      intro={TEXTS.cardIntro}
      focusTitle={props.focusTitle}
      onBack={props.onBack}
    >
      {payNow ? (
        <Text borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle">
          {TEXTS.overdueNote}
        </Text>
      ) : null}
      <CardPaymentSection payment={payment} legend={TEXTS.cardLegend} required={requireTokenized} />
      <Stack gap="3">
        {state.message ? (
          <Text role="alert" color="fg.error" id="approve-card-why">
            {state.message}
          </Text>
        ) : null}
        <Button
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
          disabled={!state.enabled}
          aria-describedby={state.message ? 'approve-card-why' : undefined}
          onClick={() => props.onSubmit(selectedId)}
          loading={approving || payment.confirming}
          loadingText={approving ? TEXTS.approving : undefined}
        >
          {label}
        </Button>
      </Stack>
    </ApproveFrame>
  );
}
