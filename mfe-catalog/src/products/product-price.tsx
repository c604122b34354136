// The price block shared by cards, SaaS slides and the price table.
import { Badge, HStack, Stack, Text, VisuallyHidden } from '@storefront/ui';
import type { CardPrice } from '@storefront/domain';

export function ProductPrice({
  price,
  size = 'lg',
}: {
  price: CardPrice | null;
  size?: 'md' | 'lg' | 'xl';
}) {
  if (!price) return null;
  return (
    <Stack gap="0.5">
      {price.originalText ? (
        <HStack gap="2">
          <Text as="s" fontSize="sm" color="fg.muted">
            <VisuallyHidden>Antes </VisuallyHidden>
            {price.originalText}
          </Text>
          <Badge colorPalette="red" variant="solid" size="sm">
            -{price.discountPercentage}%
          </Badge>
        </HStack>
      ) : null}
      <Text fontWeight="bold" fontSize={size} color="brand.primary" lineHeight="short">
        {price.text}
      </Text>
      {price.shippingText ? (
        <Text fontSize="xs" color="fg.muted">
          {price.shippingText}
        </Text>
      ) : null}
    </Stack>
  );
}
