// The − n + selector of a cart line. Labels are the spec's screen-reader texts; the group names
// the product so a list of several lines stays unambiguous.
import { HStack, IconButton, Text } from '@storefront/ui';
import { CartIcon } from './icons';

export interface QuantitySelectorProps {
  name: string;
  quantity: number;
  canDecrease: boolean;
  canIncrease: boolean;
  busy?: boolean;
  onChange(quantity: number): void;
}

export function QuantitySelector({
  name,
  quantity,
  canDecrease,
  canIncrease,
  busy = false,
  onChange,
}: QuantitySelectorProps) {
  return (
    <HStack
      role="group"
      aria-label={`Cantidad de ${name}`}
      gap="0"
      borderWidth="1px"
      borderColor="border"
      borderRadius="full"
      w="fit-content"
    >
      <IconButton
        aria-label="Disminuir cantidad"
        variant="ghost"
        size="sm"
        borderRadius="full"
        disabled={!canDecrease || busy}
        onClick={() => onChange(quantity - 1)}
      >
        <CartIcon name="minus" />
      </IconButton>
      <Text as="output" aria-live="polite" minW="8" textAlign="center" fontWeight="semibold">
        {quantity}
      </Text>
      <IconButton
        aria-label="Aumentar cantidad"
        variant="ghost"
        size="sm"
        borderRadius="full"
        disabled={!canIncrease || busy}
        onClick={() => onChange(quantity + 1)}
      >
        <CartIcon name="plus" />
      </IconButton>
    </HStack>
  );
}
