// Spec 002 §2 paymentLink: "a skeleton of the payment-methods block: 3 placeholder method cards
// with 4 logos each, title 'MEDIO DE PAGO'" (§9 "Skeleton: 3 method cards with 4 logos each").
import { useId } from 'react';
import { Box, Heading, HStack, Skeleton, Stack } from '@storefront/ui';
import { PAYMENT_LINK_TEXTS as T } from './payment-link-texts';

export const SKELETON_CARDS = 3;
export const SKELETON_LOGOS = 4;

export function MethodsSkeleton() {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} aria-busy="true">
      <Heading as="h2" id={titleId} size="sm" letterSpacing="wider" color="fg.muted" mb="3">
        {T.methodsTitle}
      </Heading>
      <Stack gap="3">
        {Array.from({ length: SKELETON_CARDS }, (_, card) => (
          <Box
            key={card}
            data-skeleton="method-card"
            borderWidth="2px"
            borderRadius="lg"
            px="4"
            py="3"
          >
            <Skeleton h="4" w="40%" mb="3" />
            <HStack gap="2">
              {Array.from({ length: SKELETON_LOGOS }, (_, logo) => (
                <Skeleton key={logo} data-skeleton="logo" h="6" w="10" borderRadius="sm" />
              ))}
            </HStack>
          </Box>
        ))}
      </Stack>
      <Skeleton h="12" w="full" mt="5" borderRadius="md" />
    </Box>
  );
}
