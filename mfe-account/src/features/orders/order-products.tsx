// The products of an order: image, name, quantity × unit price and the line's total (spec 002 §2
// orders/{deliveryId} "product image"). The image is decorative: the name beside it says what it is.
import { formatAmount, orderLineQuantity, orderLineTotal } from '@storefront/domain';
import type { Delivery } from '@storefront/sdk/purchases';
import { Box, Flex, Heading, Image, Stack, Text } from '@storefront/ui';
import { ORDERS_TEXTS as TEXTS } from './orders-texts';

export interface OrderProductsProps {
  products: Delivery['products'];
  currency: string;
  /** productId → image URL. */
  images: Record<string, string>;
}

export function OrderProducts({ products, currency, images }: OrderProductsProps) {
  const money = (value: number) => formatAmount(value, currency);
  return (
    <Stack as="section" aria-labelledby="order-products" gap="3">
      <Heading as="h2" id="order-products" size="md">
        {TEXTS.products}
      </Heading>
      <Stack as="ul" aria-labelledby="order-products" gap="3" listStyleType="none" m="0" p="0">
        {products.map((line, index) => {
          const image = images[line.productId];
          return (
            <Flex as="li" key={`${line.productId}-${index}`} gap="4" align="center">
              <Box
                flexShrink={0}
                w={{ base: '64px', md: '80px' }}
                h={{ base: '64px', md: '80px' }}
                borderRadius="lg"
                overflow="hidden"
                bg="bg.subtle"
              >
                {image ? <Image src={image} alt="" w="100%" h="100%" objectFit="cover" /> : null}
              </Box>
              <Stack gap="0.5" flex="1" minW="0">
                <Text fontWeight="medium">{line.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {TEXTS.quantityTimesPrice(orderLineQuantity(line), money(line.price))}
                </Text>
              </Stack>
              <Text fontWeight="medium">{money(orderLineTotal(line, currency))}</Text>
            </Flex>
          );
        })}
      </Stack>
    </Stack>
  );
}
