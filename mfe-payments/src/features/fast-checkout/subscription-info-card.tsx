// The payment step's subscription info card (001 §2 "The payment step shows a subscription info
// card"): what the merchant's checkout subscribed the shopper to, its amount per period, its
// frequency and its first payday (or that it is paid now, 002 §4 "pay-now").
import {
  formatAmount,
  formatCurrencyLabel,
  formatDate,
  subscriptionFrequencyLabel,
} from '@storefront/domain';
import type { Subscription } from '@storefront/sdk/subscriptions';
import { Box, Heading, HStack, Stack, Text } from '@storefront/ui';
import { FAST_TEXTS as T } from './fast-checkout-texts';

export function SubscriptionInfoCard({
  subscription,
  payNow,
  storeName,
}: {
  subscription: Subscription;
  payNow: boolean;
  storeName: string;
}) {
  const billingType = (subscription as { billingType?: string | null }).billingType;
  return (
    <Box
      as="section"
      aria-labelledby="fast-info-title"
      alignSelf="start"
      borderWidth="1px"
      borderRadius="xl"
      p="5"
    >
      <Stack gap="4">
        <Box>
          <Heading as="h1" id="fast-info-title" size="lg">
            {T.title}
          </Heading>
          <Text color="fg.muted">{storeName}</Text>
        </Box>
        <Stack as="ul" gap="1" listStyleType="none">
          {subscription.products.map((line) => (
            <Text as="li" key={line.productId} fontWeight="medium">
              {`${line.quantity} × ${line.name}`}
            </Text>
          ))}
        </Stack>
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {T.amountLabel}
          </Text>
          <HStack gap="2" align="baseline">
            <Text fontSize="2xl" fontWeight="bold">
              {formatAmount(subscription.price, subscription.currency)}
            </Text>
            <Text fontWeight="semibold" color="fg.muted">
              {formatCurrencyLabel(subscription.currency)}
            </Text>
          </HStack>
        </Box>
        <HStack gap="8" wrap="wrap">
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {T.frequencyLabel}
            </Text>
            <Text fontWeight="medium">
              {subscriptionFrequencyLabel(billingType, subscription.billingFrequency)}
            </Text>
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {T.paydayLabel}
            </Text>
            <Text fontWeight="medium">
              {payNow ? T.payNowNote : formatDate(subscription.payday)}
            </Text>
          </Box>
        </HStack>
      </Stack>
    </Box>
  );
}
