// @storefront/ui/purchase: the frame of a purchase form (spec 001 §2 Checkout, 002 §2 service
// checkout): the sections in a column, and beside them (under them on a phone) a sticky aside with
// the bordered summary, then what the screen adds (why it cannot go on, the buttons). Not in the
// main entry, which every route loads: bundled into the screens that use it, reaching Chakra
// through the main entry by its name (the page's one copy).
import type { ReactNode } from 'react';
import { Box, Grid, Stack } from '@storefront/ui';

export function PurchaseLayout(props: {
  /** The form's sections. */
  children: ReactNode;
  /** The summary, in the bordered box at the top of the aside. */
  summary: ReactNode;
  /** Under the summary: the reason the button is blocked, the buttons (and the dialogs: portals). */
  aside: ReactNode;
}) {
  return (
    <Grid
      templateColumns={{ base: '1fr', lg: '3fr 2fr' }}
      gap={{ base: '8', lg: '12' }}
      alignItems="start"
    >
      <Stack gap="8">{props.children}</Stack>
      <Stack gap="5" position={{ lg: 'sticky' }} top={{ lg: '6' }}>
        <Box borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
          {props.summary}
        </Box>
        {props.aside}
      </Stack>
    </Grid>
  );
}
