// The method choice both subscription payments share (the payment screen, 001 §2, and fast
// checkout's broker, 001 §2 "a payment broker with method choice"): the methods as one radio group
// (the first chosen), and, when Webpay Oneclick is chosen, the card picker with card registration
// returning here. Each screen keeps its own heading, button and words.
import { useState } from 'react';
import type { PaymentMethodId, PaymentMethodInfo } from '@storefront/domain';
import { Stack, Text } from '@storefront/ui';
import { CardPicker } from '@storefront/widgets/card-picker';
import {
  CardRegistrationError,
  useCardRegistration,
  useInscriptionReturn,
} from '@storefront/widgets/cards';
import { MethodCard } from './payment-methods-block';

export function useMethodChoice(
  methods: readonly PaymentMethodInfo[],
  storeId: string,
  initialCardId: string | null,
) {
  const [selected, setSelected] = useState<PaymentMethodId | null>(methods[0]?.id ?? null);
  const [cardId, setCardId] = useState<string | null>(initialCardId);
  const [missingCard, setMissingCard] = useState(false);
  const registration = useCardRegistration(storeId);
  const inscription = useInscriptionReturn(storeId, { rule: 'flow' });
  const oneclick = selected === 'webpay-oneclick';
  return {
    selected,
    setSelected,
    cardId,
    setCardId,
    missingCard,
    setMissingCard,
    registration,
    inscription,
    oneclick,
  };
}

export type MethodChoice = ReturnType<typeof useMethodChoice>;

export interface MethodChoiceFieldsProps {
  choice: MethodChoice;
  methods: readonly PaymentMethodInfo[];
  storeId: string;
  userId: string | undefined;
  /** The section heading's id: names the radio group; `${titleId}-card` names the card alert. */
  titleId: string;
  texts: { cardLegend: string; selectCard: string };
}

export function MethodChoiceFields(props: MethodChoiceFieldsProps) {
  const { choice, methods, storeId, userId, titleId, texts } = props;
  const { registration } = choice;
  return (
    <>
      <Stack role="radiogroup" aria-labelledby={titleId} gap="3">
        {methods.map((method) => (
          <MethodCard
            key={method.id}
            method={method}
            checked={method.id === choice.selected}
            onSelect={choice.setSelected}
          />
        ))}
      </Stack>
      {choice.oneclick ? (
        <Stack gap="2">
          <CardPicker
            userId={userId}
            storeId={storeId}
            legend={texts.cardLegend}
            selectedId={choice.cardId}
            onChange={(card) => {
              choice.setCardId(card?._id ?? null);
              choice.setMissingCard(false);
            }}
            onAdd={() => void registration.start()}
            adding={registration.starting}
          />
          <CardRegistrationError failed={registration.startFailed} />
          {choice.missingCard ? (
            <Text role="alert" color="fg.error" id={`${titleId}-card`}>
              {texts.selectCard}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}
