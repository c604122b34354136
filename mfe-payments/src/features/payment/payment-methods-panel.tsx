// The right side of the payment screen (001 §2 "the payment methods and disclaimers"; 001 §9
// "Webpay Oneclick first on the payment screen"): the methods as one radio group (the first
// chosen), the card picker when Webpay Oneclick is chosen (with card registration returning here),
// 'Pagar', and the disclaimers.
import { useId, useState } from 'react';
import type { PaymentMethodId, PaymentMethodInfo } from '@storefront/domain';
import type { Subscription } from '@storefront/sdk/subscriptions';
import { Box, Button, Heading, Stack, Text } from '@storefront/ui';
import { CardPicker } from '@storefront/widgets/card-picker';
import {
  CARD_REGISTRATION_TEXTS,
  InscriptionResultDialog,
  useCardRegistration,
  useInscriptionReturn,
} from '@storefront/widgets/cards';
import { MethodCard } from '../single-payments/payment-methods-block';
import { PAYMENT_TEXTS as T } from './payment-texts';

export interface PayRequest {
  method: PaymentMethodId;
  /** The chosen card (Webpay Oneclick only). */
  cardId: string | null;
}

export interface PaymentMethodsPanelProps {
  subscription: Subscription;
  methods: PaymentMethodInfo[];
  storeId: string;
  storeName: string;
  userId: string | undefined;
  /** A redirect rail is starting (the browser is about to leave). */
  starting: boolean;
  onPay(request: PayRequest): void;
}

export function PaymentMethodsPanel(props: PaymentMethodsPanelProps) {
  const { subscription, methods, storeId, storeName, userId, starting, onPay } = props;
  const titleId = useId();
  const [selected, setSelected] = useState<PaymentMethodId | null>(methods[0]?.id ?? null);
  const [cardId, setCardId] = useState<string | null>(subscription.cardId ?? null);
  const [missingCard, setMissingCard] = useState(false);
  const registration = useCardRegistration(storeId);
  const inscription = useInscriptionReturn(storeId, { rule: 'flow' });
  const oneclick = selected === 'webpay-oneclick';

  const pay = () => {
    if (!selected) return;
    if (oneclick && !cardId) return setMissingCard(true);
    onPay({ method: selected, cardId: oneclick ? cardId : null });
  };

  return (
    <Box as="section" aria-labelledby={titleId}>
      <Heading as="h2" id={titleId} size="sm" letterSpacing="wider" color="fg.muted" mb="3">
        {T.methodsTitle}
      </Heading>
      {methods.length === 0 ? (
        <Text
          borderWidth="1px"
          borderStyle="dashed"
          borderRadius="lg"
          p="5"
          textAlign="center"
          color="fg.muted"
        >
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
              <CardPicker
                userId={userId}
                storeId={storeId}
                legend={T.cardLegend}
                selectedId={cardId}
                onChange={(card) => {
                  setCardId(card?._id ?? null);
                  setMissingCard(false);
                }}
                onAdd={() => void registration.start()}
                adding={registration.starting}
              />
              {registration.startFailed ? (
                <Text role="alert" color="fg.error">
                  {CARD_REGISTRATION_TEXTS.startError}
                </Text>
              ) : null}
              {missingCard ? (
                <Text role="alert" color="fg.error" id={`${titleId}-card`}>
                  {T.selectCard}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          <Button
            colorPalette="brand"
            size="lg"
            w="full"
            onClick={pay}
            loading={starting || inscription.confirming}
            loadingText={starting ? T.redirecting : undefined}
            aria-describedby={missingCard ? `${titleId}-card` : undefined}
          >
            {T.pay}
          </Button>
        </Stack>
      )}
      <Stack gap="2" fontSize="xs" color="fg.muted" mt="6">
        <Text>{T.oneclickDisclaimer}</Text>
        <Text>{T.redirectDisclaimer}</Text>
        <Text>{T.providerDisclaimer(storeName)}</Text>
      </Stack>
      <InscriptionResultDialog outcome={inscription.outcome} onClose={inscription.dismiss} />
    </Box>
  );
}
