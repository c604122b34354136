// The right side of the payment screen (001 §2 "the payment methods and disclaimers"; 001 §9
// "Webpay Oneclick first on the payment screen"): the methods as one radio group (the first
// chosen), the card picker when Webpay Oneclick is chosen (with card registration returning here),
// 'Pagar', and the disclaimers.
import { useId } from 'react';
import type { PaymentMethodId, PaymentMethodInfo } from '@storefront/domain';
import type { Subscription } from '@storefront/sdk/subscriptions';
import { Box, Button, Heading, Stack, Text } from '@storefront/ui';
import { InscriptionResultDialog } from '@storefront/widgets/cards';
import { MethodChoiceFields, useMethodChoice } from '../../payment-request/method-choice';
import { PAYMENT_TEXTS as T } from '../../subscription-payment/payment-texts';

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
  const choice = useMethodChoice(methods, storeId, subscription.cardId ?? null);
  const { selected, cardId, oneclick, inscription } = choice;

  const pay = () => {
    if (!selected) return;
    if (oneclick && !cardId) return choice.setMissingCard(true);
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
            onClick={pay}
            loading={starting || inscription.confirming}
            loadingText={starting ? T.redirecting : undefined}
            aria-describedby={choice.missingCard ? `${titleId}-card` : undefined}
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
