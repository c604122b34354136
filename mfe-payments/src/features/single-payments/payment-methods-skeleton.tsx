// The payment-methods block while the request and the store's methods load: its title, a card per
// single-use method of the catalogue (what a store usually offers; tienda-demo offers all three)
// with that method's own texts and its four logos' places under skeletons, and the pay button's
// place. Same boxes as payment-methods-block.tsx, so the real block replaces it without moving what
// follows (issue 15: no layout shift). The page marks it busy and hides it from assistive technology.
import { PAYMENT_METHODS, paymentMethodLogos } from '@storefront/domain';
import { Box, Flex, Skeleton, Stack, Text } from '@storefront/ui';
import {
  METHOD_CARD_BOX,
  METHOD_RADIO_SIZE,
  MethodsTitle,
  PAY_BUTTON,
  PAY_BUTTON_HEIGHT,
} from '../../payment-request/payment-methods-block';
import { LOGO_GAP, LOGO_HEIGHT, LOGO_WIDTH } from '../../payment-request/payment-logos';

/** The catalogue's single-use methods, in its order: the cards the skeleton stands in for. */
export const SKELETON_METHODS = PAYMENT_METHODS.filter((method) => method.singleUse);

export function PaymentMethodsSkeleton() {
  return (
    <Box data-skeleton="payment-methods">
      <MethodsTitle />
      <Stack gap="3">
        {SKELETON_METHODS.map((method) => (
          <Box
            key={method.id}
            {...METHOD_CARD_BOX}
            borderColor="border"
            data-skeleton="method-card"
          >
            <Skeleton w={METHOD_RADIO_SIZE} h={METHOD_RADIO_SIZE} borderRadius="full" />
            <Box>
              <Skeleton asChild>
                <Text fontWeight="semibold" w="fit-content">
                  {method.title}
                </Text>
              </Skeleton>
              <Skeleton asChild>
                <Text fontSize="sm" w="fit-content">
                  {method.description}
                </Text>
              </Skeleton>
              {/* 002 §2 "3 placeholder method cards with 4 logos each". */}
              <Flex gap={LOGO_GAP} mt="2" flexWrap="wrap">
                {paymentMethodLogos(method.id).map((logo) => (
                  <Skeleton
                    key={logo}
                    w={`${LOGO_WIDTH}px`}
                    h={`${LOGO_HEIGHT}px`}
                    data-skeleton="logo"
                  />
                ))}
              </Flex>
            </Box>
          </Box>
        ))}
      </Stack>
      <Skeleton
        data-skeleton="pay-button"
        w={PAY_BUTTON.w}
        mt={PAY_BUTTON.mt}
        h={PAY_BUTTON_HEIGHT}
        borderRadius="l2"
      />
    </Box>
  );
}
