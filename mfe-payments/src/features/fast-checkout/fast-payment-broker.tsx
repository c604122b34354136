// The payment broker of fast checkout's payment step (001 §2 "a payment broker with method
// choice"; 002 §4 "One-click payment button"): the subscription's recurring methods (the domain's
// filters: Webpay Oneclick first, Khipu only when failed), the card picker for Webpay Oneclick
// (card registration returns here), and one button whose text follows 002 §4: 'Pagar' if pay-now;
// else 'Finalizar' if a card is chosen, tokenization is required or issuer fees apply; else
// 'Continuar sin tarjeta'. A redirect rail that is not paid now just finishes ('Finalizar').
import { useId } from 'react';
import {
  oneClickButtonText,
  type PaymentMethodId,
  type PaymentMethodInfo,
} from '@storefront/domain';
import { Box, Button, Heading, Stack, Text } from '@storefront/ui';
import { InscriptionResultDialog } from '@storefront/widgets/cards';
import { MethodChoiceFields, useMethodChoice } from '../../payment-request/method-choice';
import { FAST_TEXTS as T } from './fast-checkout-texts';

export interface FastPayRequest {
  method: PaymentMethodId;
  /** The chosen card (Webpay Oneclick only). */
  cardId: string | null;
}

export interface FastPaymentBrokerProps {
  methods: PaymentMethodInfo[];
  payNow: boolean;
  requireTokenized: boolean;
  issuerFees: boolean;
  initialCardId: string | null;
  storeId: string;
  userId: string | undefined;
  /** Paying, saving the card or leaving for a provider. */
  busy: boolean;
  busyText?: string;
  onSubmit(request: FastPayRequest): void;
}

export function FastPaymentBroker(props: FastPaymentBrokerProps) {
  const { methods, payNow, requireTokenized, issuerFees, storeId, userId, busy, onSubmit } = props;
  const titleId = useId();
  const choice = useMethodChoice(methods, storeId, props.initialCardId);
  const { selected, cardId, oneclick, inscription } = choice;
  // A card is needed to charge now, or when the store requires a tokenized method (002 §4).
  const cardNeeded = oneclick && (payNow || requireTokenized);
  const label = oneclick
    ? oneClickButtonText({ payNow, cardChosen: cardId !== null, requireTokenized, issuerFees })
    : payNow
      ? 'Pagar'
      : 'Finalizar';

  const submit = () => {
    if (!selected) return;
    if (cardNeeded && !cardId) return choice.setMissingCard(true);
    onSubmit({ method: selected, cardId: oneclick ? cardId : null });
  };

  return (
    <Box as="section" aria-labelledby={titleId}>
      <Heading as="h2" id={titleId} size="sm" letterSpacing="wider" color="fg.muted" mb="3">
        {T.methodsTitle}
      </Heading>
      {methods.length === 0 ? (
        <Text borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="5" textAlign="center">
          {T.noMethods}
        </Text>
      ) : (
        <Stack gap="5">
          <MethodChoiceFields
            choice={choice}
            methods={methods}
            storeId={storeId}
            userId={userId}
            titleId={titleId}
            texts={T}
          />
          <Button
            colorPalette="brand"
            size="lg"
            w="full"
            onClick={submit}
            loading={busy || inscription.confirming}
            loadingText={busy ? props.busyText : undefined}
            aria-describedby={choice.missingCard ? `${titleId}-card` : undefined}
          >
            {label}
          </Button>
        </Stack>
      )}
      <InscriptionResultDialog outcome={inscription.outcome} onClose={inscription.dismiss} />
    </Box>
  );
}
