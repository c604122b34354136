// The payment details (spec 002 §2 Single payments; 001 §2 payment screen: "amount, currency,
// description, store name and logo, user data and ids"). The store header, the details heading and
// the amount are every payment screen's (single payment, payment link, receipt, the subscription
// payment screen); the facts and the request id are a request's. While the request loads (request
// null) the same texts stand in the same boxes as skeletons of a typical request, so the real ones
// replace them without moving what follows (issue 15: no layout shift).
import type { ReactElement } from 'react';
import { formatAmount, formatCurrencyLabel } from '@storefront/domain';
import type { PaymentRequest, Store } from '@storefront/sdk';
import { Box, HStack, Heading, Image, Skeleton, Stack, Text } from '@storefront/ui';
import { SINGLE_PAYMENT_TEXTS as T } from './single-payment-texts';
import { storeDisplayName } from './store-display-name';

export function StoreHeader({ store }: { store: Store }) {
  const logo = store.content.navigation.navbar.storeLogoUrl?.trim();
  const name = storeDisplayName(store);
  return (
    <HStack gap="3" minW="0">
      {logo ? (
        // A fixed frame: the logo's own width is known only once it has loaded, and the name
        // beside it must not move then.
        <Image
          src={logo}
          alt={`Logo de ${name}`}
          h="10"
          w="24"
          flexShrink={0}
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

/** What the skeletons hold while loading: a typical request's texts, so they take its space. */
export const PLACEHOLDER_REQUEST = {
  price: '$00.000',
  currency: 'CLP',
  description: 'Descripción del pago',
  userEmail: 'correo@tienda.cl',
} as const;

/** The text itself, or (loading) a skeleton of exactly its box: the same element stays mounted. */
function Loaded({ loading, children }: { loading: boolean; children: ReactElement }) {
  return (
    <Skeleton asChild loading={loading} data-skeleton={loading ? 'text' : undefined}>
      {children}
    </Skeleton>
  );
}

/** What is paid: a request's, a subscription's or a payment link's price in its currency. */
export interface Priced {
  price: number;
  currency: string;
}

/**
 * The amount to pay and its currency. `skeleton` (single payments): each text stands in a skeleton
 * of its box, loading while `of` is null.
 */
export function PaymentAmount({ of, skeleton }: { of: Priced | null; skeleton?: boolean }) {
  const loading = of === null;
  const hold = (text: ReactElement) =>
    skeleton ? <Loaded loading={loading}>{text}</Loaded> : text;
  return (
    <Box>
      <Text fontSize="sm" opacity={0.85}>
        {T.amountLabel}
      </Text>
      <HStack gap="2" align="baseline">
        {hold(
          <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" lineHeight="1.1">
            {of ? formatAmount(of.price, of.currency) : PLACEHOLDER_REQUEST.price}
          </Text>,
        )}
        {hold(
          <Text fontSize="md" fontWeight="semibold" opacity={0.85}>
            {of ? formatCurrencyLabel(of.currency) : PLACEHOLDER_REQUEST.currency}
          </Text>,
        )}
      </HStack>
    </Box>
  );
}

export function PaymentFacts({ request }: { request: PaymentRequest | null }) {
  const loading = request === null;
  const description = request ? request.description : PLACEHOLDER_REQUEST.description;
  return (
    <Stack gap="3">
      {description ? (
        <Box>
          <Text fontSize="sm" opacity={0.85}>
            {T.descriptionLabel}
          </Text>
          <Loaded loading={loading}>
            <Text fontWeight="medium" w={loading ? 'fit-content' : undefined}>
              {description}
            </Text>
          </Loaded>
        </Box>
      ) : null}
      <Box>
        <Text fontSize="sm" opacity={0.85}>
          {T.payerLabel}
        </Text>
        <Loaded loading={loading}>
          <Text fontWeight="medium" wordBreak="break-all" w={loading ? 'fit-content' : undefined}>
            {request ? request.userEmail : PLACEHOLDER_REQUEST.userEmail}
          </Text>
        </Loaded>
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
