// One labelled value (a dt/dd pair) for the definition lists of the orders and subscriptions screens. The
// pair sits in a div, which is what a <dl> may hold besides dt and dd.
import type { ReactNode } from 'react';
import { Box, Text } from '@storefront/ui';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" m="0">
        {children}
      </Text>
    </Box>
  );
}
