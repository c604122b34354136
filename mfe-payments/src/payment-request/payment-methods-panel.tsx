// The payment methods panel of both subscription payments: the payment screen (001 §2 "the payment
// methods and disclaimers"; 001 §9 "Webpay Oneclick first on the payment screen") and fast
// checkout's payment broker (001 §2 "a payment broker with method choice"; 002 §4 "One-click
// payment button"). The methods as one radio group (the first chosen), the card picker when Webpay
// Oneclick is chosen (with card registration returning here), one button and, under it, what the
// screen adds (the payment screen's disclaimers). Each screen gives its own words and button text.
import { useId, useState, type ReactNode } from 'react';
import type { PaymentMethodId, PaymentMethodInfo } from '@storefront/domain';
import { Box, Button, Stack, Text } from '@storefront/ui';
import { InscriptionResultDialog } from '@storefront/widgets/cards';
import { CardPaymentSection, useCardPayment } from '@storefront/widgets/card-payment';
import { MethodCard, MethodsTitle, NO_METHODS_BOX } from './payment-methods-block';
import { SINGLE_PAYMENT_TEXTS as T } from './single-payment-texts';

export interface PayRequest {
  method: PaymentMethodId;
  /** The chosen card (Webpay Oneclick only). */
  cardId: string | null;
}

export interface PaymentMethodsPanelProps {
  methods: readonly PaymentMethodInfo[];
  userId: string | undefined;
  /** The card chosen at first (the subscription's). */
  initialCardId: string | null;
  /**
   * Webpay Oneclick needs a chosen card before the button acts (fast checkout: only to charge now
   * or when the store requires a tokenized method, 002 §4). Default: always.
   */
  cardRequired?: boolean;
  /** The button's text, by whether Webpay Oneclick is chosen and whether a card is. */
  label(oneclick: boolean, cardChosen: boolean): string;
  /** Paying, saving the card or leaving for a provider. */
  busy: boolean;
  busyText?: string;
  texts: { cardLegend: string; selectCard: string };
  /** The empty state in the muted colour (default; fast checkout's broker keeps the text's own). */
  mutedEmpty?: boolean;
  onPay(request: PayRequest): void;
  /** Under the button (the payment screen's disclaimers). */
  children?: ReactNode;
}

export function PaymentMethodsPanel(props: PaymentMethodsPanelProps) {
  const { methods, userId, cardRequired = true, busy, texts } = props;
  const titleId = useId();
  const [selected, setSelected] = useState<PaymentMethodId | null>(methods[0]?.id ?? null);
  const payment = useCardPayment(userId, props.initialCardId);
  const cardId = payment.selectedId;
  const [missingCard, setMissingCard] = useState(false);
  const oneclick = selected === 'webpay-oneclick';

  const pay = () => {
    if (!selected) return;
    if (oneclick && cardRequired && !cardId) return setMissingCard(true);
    props.onPay({ method: selected, cardId: oneclick ? cardId : null });
  };

  return (
    <Box as="section" aria-labelledby={titleId}>
      <MethodsTitle id={titleId} />
      {methods.length === 0 ? (
        <Text {...NO_METHODS_BOX} color={props.mutedEmpty === false ? undefined : 'fg.muted'}>
          {T.noMethods}
        </Text>
      ) : (
        <Stack gap="5">
          <Stack role="radiogroup" aria-labelledby={titleId} gap="3">
            {methods.map((method) => (
              <MethodCard
                key={method.id}
                method={method}
                checked={method.id === selected}
                onSelect={setSelected}
              />
            ))}
          </Stack>
          {oneclick ? (
            <Stack gap="2">
              <CardPaymentSection
                payment={payment}
                legend={texts.cardLegend}
                onChange={(card) => {
                  payment.onChange(card);
                  setMissingCard(false);
                }}
              >
                {missingCard ? (
                  <Text role="alert" color="fg.error" id={`${titleId}-card`}>
                    {texts.selectCard}
                  </Text>
                ) : null}
              </CardPaymentSection>
            </Stack>
          ) : null}
          <Button
            colorPalette="brand"
            size="lg"
            w="full"
            onClick={pay}
            loading={busy || payment.confirming}
            loadingText={busy ? props.busyText : undefined}
            aria-describedby={missingCard ? `${titleId}-card` : undefined}
          >
            {props.label(oneclick, cardId !== null)}
          </Button>
        </Stack>
      )}
      {props.children}
      {/* The registration's result whichever method is chosen (the section draws it with Oneclick). */}
      {oneclick ? null : (
        <InscriptionResultDialog outcome={payment.outcome} onClose={payment.dismiss} />
      )}
    </Box>
  );
}
