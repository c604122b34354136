// TERMS_AND_CONDITIONS (spec 001 §4 "awaiting response with merchant confirmation and a card"): the
// products at the merchant's confirmed price, the payday and card, the store's terms, and Confirmar
// (001 §7 shopperConfirmPrice). §5 "Terms must be accepted before paying on the terms view: 'Debes
// aceptar los términos y condiciones'". Pharmacy stores repeat their price note (000 §1).
import { useState } from 'react';
import { formatDate, isPharmacyStore } from '@storefront/domain';
import type { Subscription } from '@storefront/sdk/purchases';
import { useTenant } from '@storefront/state';
import { Button, Flex, HStack, Stack, TermsCheck, Text, Wrap } from '@storefront/ui';
import { cardName, cardTypeLabel, useCards } from '@storefront/widgets/cards';
import { ViewFrame } from '../../components/view-frame';
import { CONFIRM_PRICE_TEXTS as TEXTS } from './confirm-price-texts';
import { SubscriptionLines } from './subscription-lines';

export interface TermsStepProps {
  subscription: Subscription;
  userId: string | undefined;
  confirming: boolean;
  onConfirm(): void;
  onChangeCard(): void;
  focusTitle?: boolean;
}

export function TermsStep({
  subscription,
  userId,
  confirming,
  onConfirm,
  onChangeCard,
  focusTitle,
}: TermsStepProps) {
  const { store } = useTenant();
  const [accepted, setAccepted] = useState(false);
  const [tried, setTried] = useState(false);
  const cards = useCards(userId, store._id);
  const card = cards.state.data?.find((c) => c._id === subscription.cardId);
  const termsUrl = store.termsAndConditionsUrl;
  const refused = tried && !accepted;

  const confirm = () => {
    setTried(true);
    if (accepted && !confirming) onConfirm();
  };

  return (
    <ViewFrame title={TEXTS.termsTitle} intro={TEXTS.termsIntro} focusTitle={focusTitle}>
      {isPharmacyStore(store.name) ? (
        <Text borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle">
          {TEXTS.pharmacyNote}
        </Text>
      ) : null}
      <SubscriptionLines subscription={subscription} />
      <Stack as="dl" gap="3" m="0">
        <Flex justify="space-between" gap="4" wrap="wrap">
          <Text as="dt" fontWeight="medium">
            {TEXTS.payday}
          </Text>
          <Text as="dd" m="0">
            {formatDate(subscription.payday)}
          </Text>
        </Flex>
        <Flex justify="space-between" gap="4" wrap="wrap" align="center">
          <Text as="dt" fontWeight="medium">
            {TEXTS.card}
          </Text>
          <HStack as="dd" m="0" gap="3">
            <Text>
              {card ? `${cardName(card)}${card.type ? ` (${cardTypeLabel(card.type)})` : ''}` : '…'}
            </Text>
            <Button size="sm" variant="outline" onClick={onChangeCard}>
              {TEXTS.changeCard}
            </Button>
          </HStack>
        </Flex>
      </Stack>
      <Stack gap="3">
        <TermsCheck
          termsUrl={termsUrl}
          checked={accepted}
          onChange={setAccepted}
          refused={refused}
        />
        <Wrap gap="3">
          <Button
            colorPalette="brand"
            size="lg"
            onClick={confirm}
            loading={confirming}
            loadingText={TEXTS.confirming}
          >
            {TEXTS.confirm}
          </Button>
        </Wrap>
      </Stack>
    </ViewFrame>
  );
}
