// The payment details (spec 002 §2 Single payments; 001 §2 payment screen: "amount, currency,
// description, store name and logo, user data and ids").
import { formatAmount, formatCurrencyLabel } from '@storefront/domain';
import type { PaymentRequest, Store } from '@storefront/sdk';
import { Box, HStack, Heading, Image, Stack, Text } from '@storefront/ui';
import { SINGLE_PAYMENT_TEXTS as T } from './single-payment-texts';
import { storeDisplayName } from './store-display-name';

export function StoreHeader({ store }: { store: Store }) {
  const logo = store.content.navigation.navbar.storeLogoUrl?.trim();
  const name = storeDisplayName(store);
  return (
    <HStack gap="3" minW="0">
      {logo ? (
        <Image
          src={logo}
          alt={`Logo de ${name}`}
          h="10"
          w="auto"
          maxW="32"
          objectFit="contain"
          bg="white"
          borderRadius="md"
          p="1"
        />
      ) : null}
      <Text fontWeight="bold" fontSize="lg" truncate>
        {name}
      </Text>
    </HStack>
  );
}

export function PaymentAmount({ request }: { request: PaymentRequest }) {
  return (
    <Box>
      <Text fontSize="sm" opacity={0.85}>
        {T.amountLabel}
      </Text>
      <HStack gap="2" align="baseline">
        <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" lineHeight="1.1">
          {formatAmount(request.price, request.currency)}
        </Text>
        <Text fontSize="md" fontWeight="semibold" opacity={0.85}>
          {formatCurrencyLabel(request.currency)}
        </Text>
      </HStack>
    </Box>
  );
}

export function PaymentFacts({ request }: { request: PaymentRequest }) {
  return (
    <Stack gap="3">
      {request.description ? (
        <Box>
          <Text fontSize="sm" opacity={0.85}>
            {T.descriptionLabel}
          </Text>
          <Text fontWeight="medium">{request.description}</Text>
        </Box>
      ) : null}
      <Box>
        <Text fontSize="sm" opacity={0.85}>
          {T.payerLabel}
        </Text>
        <Text fontWeight="medium" wordBreak="break-all">
          {request.userEmail}
        </Text>
      </Box>
    </Stack>
  );
}

export function DetailsHeading() {
  return (
    <Heading as="h1" size="md" fontWeight="semibold">
      {T.detailsTitle}
    </Heading>
  );
}

export function RequestId({ id }: { id: string }) {
  return (
    <Text fontSize="xs" opacity={0.8} wordBreak="break-all">
      {T.requestId(id)}
    </Text>
  );
}
