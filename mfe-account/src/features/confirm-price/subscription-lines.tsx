// The subscription's products with their unit price and line total, and its subtotal, delivery and
// total: the price the shopper is asked to confirm (terms view) or that is still referential
// (processing view).
import { formatAmount, orderLineTotal, shippingLabel } from '@storefront/domain';
import type { Subscription } from '@storefront/sdk/purchases';
import { useTenant } from '@storefront/state';
import { AmountRow, Box, Flex, Heading, Image, Stack, Text } from '@storefront/ui';
import { CONFIRM_PRICE_TEXTS as TEXTS } from './confirm-price-texts';

export function SubscriptionLines({ subscription }: { subscription: Subscription }) {
  const { store, policy } = useTenant();
  const money = (value: number) => formatAmount(value, subscription.currency);
  const subtotal =
    subscription.productsPrice ??
    subscription.products.reduce(
      (sum, line) => sum + orderLineTotal(line, subscription.currency),
      0,
    );
  const deliveryLabel = shippingLabel({
    deliveryLabel: store.content.views.cart?.deliveryLabel,
    shippingChargeType: policy.subscriptionPolicy?.shippingChargeType,
  });
  return (
    <Stack gap="6">
      <Stack as="section" aria-labelledby="confirm-price-products" gap="3">
        <Heading as="h2" id="confirm-price-products" size="md">
          {TEXTS.products}
        </Heading>
        <Stack
          as="ul"
          aria-labelledby="confirm-price-products"
          gap="3"
          listStyleType="none"
          m="0"
          p="0"
        >
          {subscription.products.map((line, index) => (
            <Flex as="li" key={`${line.productId}-${index}`} gap="4" align="center">
              <Box
                flexShrink={0}
                w="64px"
                h="64px"
                borderRadius="lg"
                overflow="hidden"
                bg="bg.subtle"
              >
                {line.product?.imageUrl ? (
                  <Image src={line.product.imageUrl} alt="" w="100%" h="100%" objectFit="cover" />
                ) : null}
              </Box>
              <Stack gap="0.5" flex="1" minW="0">
                <Text fontWeight="medium">{line.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {TEXTS.quantityTimesPrice(line.quantity, money(line.price))}
                </Text>
              </Stack>
              <Text fontWeight="medium">{money(orderLineTotal(line, subscription.currency))}</Text>
            </Flex>
          ))}
        </Stack>
      </Stack>
      <Stack as="section" aria-labelledby="confirm-price-summary" gap="3">
        <Heading as="h2" id="confirm-price-summary" size="md">
          {TEXTS.summary}
        </Heading>
        <Stack as="dl" gap="2" m="0">
          <AmountRow label={TEXTS.subtotal} value={money(subtotal)} />
          {subscription.deliveryPrice ? (
            <AmountRow label={deliveryLabel} value={money(subscription.deliveryPrice)} />
          ) : null}
          <AmountRow label={TEXTS.total} value={money(subscription.price)} strong />
        </Stack>
      </Stack>
    </Stack>
  );
}
