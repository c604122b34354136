import { Box, Heading } from '@storefront/ui';

// Placeholder: the Orders screen (route "userpanel/orders") is written in its own issue.
export default function OrdersPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Mis órdenes
      </Heading>
    </Box>
  );
}
