// The brands of the filters, rendered ten at a time every 500 ms (spec 000 §2).
import { Box, chakra, Stack, Text } from '@storefront/ui';
import { BRANDS_INTERVAL_MS, BRANDS_STEP } from './catalog-texts';
import { useProgressiveCount } from './use-progressive-count';

export function BrandFilter({
  brands,
  selected,
  onToggle,
}: {
  brands: readonly string[];
  selected: readonly string[];
  onToggle(name: string): void;
}) {
  const count = useProgressiveCount(brands.length, BRANDS_STEP, BRANDS_INTERVAL_MS);
  if (brands.length === 0) return null;
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="semibold" mb="2">
        Marcas
      </Text>
      <Stack as="ul" listStyleType="none" gap="1">
        {brands.slice(0, count).map((brand) => (
          <li key={brand}>
            <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer" py="0.5">
              <chakra.input
                type="checkbox"
                checked={selected.includes(brand)}
                onChange={() => onToggle(brand)}
                accentColor="brand.primary"
                w="4"
                h="4"
              />
              <Text as="span" fontSize="sm">
                {brand}
              </Text>
            </chakra.label>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
