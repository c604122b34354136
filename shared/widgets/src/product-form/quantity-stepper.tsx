// Quantity with − and + (spec 000 §5: minus disabled at 1 or less; plus stops at the available
// stock, null = unlimited).
import { quantityButtons } from '@storefront/domain';
import { HStack, IconButton, Text } from '@storefront/ui';

export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  /** null = unlimited. */
  max: number | null;
  onChange(value: number): void;
}) {
  const { canDecrease, canIncrease } = quantityButtons(value, max);
  return (
    <HStack role="group" aria-label="Cantidad" gap="3">
      <IconButton
        aria-label="Disminuir cantidad"
        variant="outline"
        size="sm"
        disabled={!canDecrease}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        −
      </IconButton>
      <Text as="output" aria-live="polite" minW="6" textAlign="center" fontWeight="semibold">
        {value}
      </Text>
      <IconButton
        aria-label="Aumentar cantidad"
        variant="outline"
        size="sm"
        disabled={!canIncrease}
        onClick={() => onChange(value + 1)}
      >
        +
      </IconButton>
    </HStack>
  );
}
