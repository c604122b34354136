// The two layouts of the payment screen (001 §2 "Desktop split layout, or mobile layout on
// extra-small and small screens"): the same blocks, side by side or stacked.
import type { ReactNode } from 'react';
import type { Store } from '@storefront/sdk';
import type { Subscription } from '@storefront/sdk/subscriptions';
import type { Session } from '@storefront/state';
import { Box, Flex, Grid, Stack } from '@storefront/ui';
import { StoreHeader } from '../../payment-request/payment-details';
import { DetailsHeading, PaymentAmount, PaymentFacts, PaymentIds } from './payment-summary';

export interface PaymentLayoutProps {
  store: Store;
  subscription: Subscription;
  /** What is paid, in words (paymentDescription). */
  description: string;
  session: Session | null;
  /** The payment methods, the pay button and the disclaimers. */
  methods: ReactNode;
  /** The way back (the return target). */
  back: ReactNode;
}

/** Split: the details on a brand-coloured panel at the left, the methods at the right. */
export function DesktopLayout({
  store,
  subscription,
  description,
  session,
  methods,
  back,
}: PaymentLayoutProps) {
  return (
    <Grid templateColumns="minmax(320px, 5fr) 7fr" flex="1" data-layout="desktop">
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
            <PaymentAmount subscription={subscription} />
            <PaymentFacts description={description} session={session} />
          </Stack>
        </Stack>
        <PaymentIds subscription={subscription} />
      </Flex>
      <Box px="12" py="12">
        <Stack gap="8" w="full" maxW="lg" mx="auto">
          {methods}
          {back}
        </Stack>
      </Box>
    </Grid>
  );
}

/** Stacked: a coloured header with the store and the amount, then the rest in one column. */
export function MobileLayout({
  store,
  subscription,
  description,
  session,
  methods,
  back,
}: PaymentLayoutProps) {
  return (
    <Flex direction="column" flex="1" data-layout="mobile">
      <Stack gap="5" bg="brand.solid" color="brand.contrast" px="5" pt="5" pb="6">
        <StoreHeader store={store} />
        <DetailsHeading />
        <PaymentAmount subscription={subscription} />
      </Stack>
      <Stack gap="6" px="5" py="6">
        <Box borderWidth="1px" borderRadius="lg" p="4">
          <PaymentFacts description={description} session={session} />
        </Box>
        {methods}
        <Box color="fg.muted">
          <PaymentIds subscription={subscription} dimmed={false} />
        </Box>
        {back}
      </Stack>
    </Flex>
  );
}
