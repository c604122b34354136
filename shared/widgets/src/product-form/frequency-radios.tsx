// Frequency radios (spec 000 §2: the Spanish billing labels, only frequencies with a truthy price).
import { Box, chakra, HStack, Stack, Text } from '@storefront/ui';
import { formatAmount, type FrequencyOption } from '@storefront/domain';

export function FrequencyRadios({
  options,
  value,
  currency,
  invalid,
  errorId,
  onChange,
}: {
  options: readonly FrequencyOption[];
  value: string;
  currency: string;
  invalid: boolean;
  errorId: string;
  onChange(billingType: string): void;
}) {
  return (
    <Box
      as="fieldset"
      role="radiogroup"
      aria-labelledby={`${errorId}-legend`}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
    >
      <Text as="legend" id={`${errorId}-legend`} fontWeight="semibold" mb="2">
        Frecuencia
      </Text>
      <Stack gap="2">
        {options.map((option) => (
          <HStack
            as="label"
            key={option.billingType}
            gap="3"
            px="3"
            py="2"
            borderWidth="1px"
            borderRadius="md"
            borderColor={value === option.billingType ? 'brand.primary' : 'border'}
            cursor="pointer"
          >
            <chakra.input
              type="radio"
              name="frequency"
              value={option.billingType}
              checked={value === option.billingType}
              onChange={() => onChange(option.billingType)}
              accentColor="var(--chakra-colors-brand-primary)"
            />
            <Text flex="1">{option.label}</Text>
            <Text color="fg.muted" fontSize="sm">
              {formatAmount(option.price, currency)}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
