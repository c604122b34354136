// The two layouts of the payment screen (spec 002 §2: "Desktop and mobile layouts by screen width
// (extra-small or small is mobile)"); both show the same blocks. While the request loads (request
// null) they are its skeleton: the same boxes, so nothing moves when it arrives.
import type { ReactNode } from 'react';
import type { PaymentRequest, Store } from '@storefront/sdk';
import { Box, Flex, Grid, Stack } from '@storefront/ui';
import {
  DetailsHeading,
  PaymentAmount,
  PaymentFacts,
  RequestId,
  StoreHeader,
} from '../../payment-request/payment-details';
import { PaymentDisclaimers, PaymentFooterLine } from './payment-disclaimers';

export interface LayoutProps {
  store: Store;
  /** null while it loads. */
  request: PaymentRequest | null;
  /** The id from the address, known before the request. */
  requestId: string;
  /** The payment-methods block. */
  methods: ReactNode;
}

/** Split: details on a brand-coloured panel at the left, methods and disclaimers at the right. */
export function DesktopLayout({ store, request, requestId, methods }: LayoutProps) {
  return (
    <Grid templateColumns="minmax(320px, 5fr) 7fr" minH="100dvh" data-layout="desktop">
      <Flex
        direction="column"
        justify="space-between"
        gap="10"
        bg="brand.solid"
        color="brand.contrast"
        px="12"
        py="12"
      >
        <Stack gap="10">
          <StoreHeader store={store} />
          <Stack gap="6">
            <DetailsHeading />
            <PaymentAmount request={request} />
            <PaymentFacts request={request} />
          </Stack>
        </Stack>
        <RequestId id={requestId} />
      </Flex>
      <Flex direction="column" justify="space-between" px="12" pt="16" pb="4">
        <Stack gap="8" w="full" maxW="lg" mx="auto">
          {methods}
          <PaymentDisclaimers store={store} />
        </Stack>
        <PaymentFooterLine store={store} />
      </Flex>
    </Grid>
  );
}

/** Stacked: a coloured header with the store and the amount, then the rest in one column. */
export function MobileLayout({ store, request, requestId, methods }: LayoutProps) {
  return (
    <Flex direction="column" minH="100dvh" data-layout="mobile">
      <Stack gap="5" bg="brand.solid" color="brand.contrast" px="5" pt="5" pb="6">
        <StoreHeader store={store} />
        <DetailsHeading />
        <PaymentAmount request={request} />
      </Stack>
      <Stack gap="6" px="5" py="6" flex="1">
        <Box borderWidth="1px" borderRadius="lg" p="4">
          <PaymentFacts request={request} />
        </Box>
        {methods}
        <Box color="fg.muted">
          <RequestId id={requestId} />
        </Box>
        <PaymentDisclaimers store={store} />
      </Stack>
      <PaymentFooterLine store={store} />
    </Flex>
  );
}
