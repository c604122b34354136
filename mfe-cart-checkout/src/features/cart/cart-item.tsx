// One cart line: image, name, labels, billing type in Spanish, unit and line price, quantity
// (selector or text, per quantityControl), remove button, and the line's own error.
import {
  Badge,
  Box,
  Flex,
  HStack,
  IconButton,
  Image,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@storefront/ui';
import { billingLabel, formatAmount, quantityControl } from '@storefront/domain';
import type { CartLine, Product } from '@storefront/sdk';
import { CartIcon } from './icons';
import { lineLabelTexts } from './line-labels';
import { lineProductInfo } from './line-product-info';
import { QuantitySelector } from './quantity-selector';
import type { LineAction } from './use-cart';

export interface CartItemProps {
  line: CartLine;
  product: Product | undefined;
  selectionAllowed: boolean;
  pending: LineAction | undefined;
  error: string | undefined;
  onQuantity(quantity: number): void;
  onRemove(): void;
}

export function CartItem({
  line,
  product,
  selectionAllowed,
  pending,
  error,
  onQuantity,
  onRemove,
}: CartItemProps) {
  const info = lineProductInfo(line, product);
  const control = quantityControl({
    quantity: line.quantity,
    stock: info.stock,
    quantifiable: info.known && info.quantifiable,
    priceDefinedByUser: info.priceDefinedByUser,
    selectionAllowed,
  });
  const labels = lineLabelTexts(line.labels);
  const image = line.imageUrl ?? product?.imageUrl;
  const nameId = `cart-line-${line._id}`;

  return (
    <Box
      as="li"
      aria-labelledby={nameId}
      py={{ base: '4', md: '5' }}
      borderBottomWidth="1px"
      borderColor="border.muted"
      opacity={pending === 'remove' ? 0.5 : 1}
    >
      <Flex gap={{ base: '3', md: '5' }} align="flex-start">
        <Box
          flexShrink={0}
          w={{ base: '72px', md: '96px' }}
          h={{ base: '72px', md: '96px' }}
          borderRadius="lg"
          overflow="hidden"
          bg="bg.subtle"
        >
          {image ? <Image src={image} alt="" w="100%" h="100%" objectFit="cover" /> : null}
        </Box>
        <Stack flex="1" minW="0" gap="1.5">
          <Flex justify="space-between" gap="3" align="flex-start">
            <Text
              as="h2"
              id={nameId}
              fontWeight="semibold"
              fontSize={{ base: 'sm', md: 'md' }}
              lineClamp={2}
            >
              {line.name}
            </Text>
            <IconButton
              aria-label={`Eliminar ${line.name}`}
              variant="ghost"
              size="sm"
              color="fg.muted"
              disabled={pending !== undefined}
              onClick={onRemove}
              mt="-1"
            >
              {pending === 'remove' ? <Spinner size="xs" /> : <CartIcon name="trash" />}
            </IconButton>
          </Flex>
          {labels.length > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {labels.join(' · ')}
            </Text>
          ) : null}
          <HStack gap="2" wrap="wrap">
            <Badge variant="subtle" colorPalette="gray">
              {billingLabel(line.billingType)}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              {formatAmount(line.singlePrice, line.currency)} c/u
            </Text>
            {line.quantityDiscount ? (
              <Badge variant="subtle" colorPalette="green">
                -{Math.trunc(line.quantityDiscount * 100 + 1e-9)}% por cantidad
              </Badge>
            ) : null}
          </HStack>
          <Flex justify="space-between" align="center" gap="3" mt="1" wrap="wrap">
            {control.shown ? (
              <HStack gap="2">
                <QuantitySelector
                  name={line.name}
                  quantity={line.quantity}
                  canDecrease={control.canDecrease}
                  canIncrease={control.canIncrease}
                  busy={pending !== undefined}
                  onChange={onQuantity}
                />
                {pending === 'quantity' ? <Spinner size="xs" aria-label="Actualizando" /> : null}
              </HStack>
            ) : (
              <Text fontSize="sm">Cantidad: {line.quantity}</Text>
            )}
            <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
              <VisuallyHidden>Total: </VisuallyHidden>
              {formatAmount(line.price, line.currency)}
            </Text>
          </Flex>
          {control.shown && control.atStockLimit ? (
            <Text fontSize="xs" color="fg.muted">
              No hay más unidades disponibles.
            </Text>
          ) : null}
          {error ? (
            <Text role="alert" fontSize="sm" color="fg.error">
              {error}
            </Text>
          ) : null}
        </Stack>
      </Flex>
    </Box>
  );
}
