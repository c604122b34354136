import { Box, Heading } from '@storefront/ui';

// Placeholder: the OrderDetail screen (route "userpanel/orders/:deliveryId") is written in its own issue.
export default function OrderDetailPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Detalle de la orden
      </Heading>
    </Box>
  );
}
