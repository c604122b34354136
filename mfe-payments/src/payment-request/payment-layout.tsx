// The layout of the payment screens (001 §2 "Desktop split layout, or mobile layout on extra-small
// and small screens"; 002 §2 "Desktop and mobile layouts by screen width (extra-small or small is
// mobile)"): the same blocks, side by side or stacked. The subscription payment screen puts the way
// back under the methods; single payments the disclaimers, and a footer line, with the page filling
// the viewport (the chrome is hidden there). While a request loads its blocks are its skeleton.
import type { ReactNode } from 'react';
import type { Store } from '@storefront/sdk';
import { Box, Flex, Grid, PAGE_MIN_HEIGHT, Stack } from '@storefront/ui';
import { DetailsHeading, StoreHeader } from './payment-details';

export interface PaymentLayoutProps {
  /** xs and sm: stacked; otherwise split. */
  mobile: boolean;
  store: Store;
  /** The amount to pay (PaymentAmount). */
  amount: ReactNode;
  /** What is paid and who pays. */
  facts: ReactNode;
  /** The ids: at the foot of the brand-coloured panel (desktop), or muted under the methods. */
  ids: ReactNode;
  /** The payment methods panel. */
  methods: ReactNode;
  /** Under the methods: the way back, or the disclaimers. */
  after: ReactNode;
  /** The footer line: the page then fills the viewport, the footer at its foot. */
  footer?: ReactNode;
}

export function PaymentLayout(props: PaymentLayoutProps) {
  const { store, amount, facts, ids, methods, after, footer } = props;
  // Filling the viewport (no chrome; not when framed), or the room the shell's chrome leaves.
  const fill = footer ? { minH: PAGE_MIN_HEIGHT } : { flex: '1' };
  if (props.mobile) {
    // Stacked: a coloured header with the store and the amount, then the rest in one column.
    return (
      <Flex direction="column" {...fill} data-layout="mobile">
        <Stack gap="5" bg="brand.solid" color="brand.contrast" px="5" pt="5" pb="6">
          <StoreHeader store={store} />
          <DetailsHeading />
          {amount}
        </Stack>
        <Stack gap="6" px="5" py="6" flex={footer ? '1' : undefined}>
          <Box borderWidth="1px" borderRadius="lg" p="4">
            {facts}
          </Box>
          {methods}
          <Box color="fg.muted">{ids}</Box>
          {after}
        </Stack>
        {footer}
      </Flex>
    );
  }
  // Split: the details on a brand-coloured panel at the left, the methods at the right.
  const column = (
    <Stack gap="8" w="full" maxW="lg" mx="auto">
      {methods}
      {after}
    </Stack>
  );
  return (
    <Grid templateColumns="minmax(320px, 5fr) 7fr" {...fill} data-layout="desktop">
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
            {amount}
            {facts}
          </Stack>
        </Stack>
        {ids}
      </Flex>
      {footer ? (
        <Flex direction="column" justify="space-between" px="12" pt="16" pb="4">
          {column}
          {footer}
        </Flex>
      ) : (
        <Box px="12" py="12">
          {column}
        </Box>
      )}
    </Grid>
  );
}
