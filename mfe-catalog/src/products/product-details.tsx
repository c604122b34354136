// The product's read-only content (spec 000 §2): title, image, description, description list
// and the metadata details the spec names.
import { Box, Heading, Image, Stack, Text } from '@storefront/ui';
import type { Product } from '@storefront/sdk';

/** Metadata keys shown, in this order, when present (spec 000 §2). */
export const METADATA_KEYS = [
  'Presentacion',
  'MISB',
  'Tipo de Producto',
  'Bioequivalente',
] as const;

function metadataText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return null;
}

export function ProductHeader({ product, titleId }: { product: Product; titleId?: string }) {
  return (
    <Stack gap="1">
      {product.brand ? (
        <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {product.brand}
        </Text>
      ) : null}
      <Heading as="h1" id={titleId} size={{ base: 'xl', md: '2xl' }}>
        {product.name}
      </Heading>
    </Stack>
  );
}

/** The image box has its final height before the image arrives, so what is under it (the
 *  description on the page, the form on a phone and in the dialog) never moves (issue 15). */
export function ProductImage({ product, maxH = '360px' }: { product: Product; maxH?: string }) {
  if (!product.imageUrl) return null;
  return (
    <Box bg="bg.subtle" borderRadius="xl" overflow="hidden" h={maxH}>
      <Image
        src={product.imageUrl}
        alt={product.name}
        w="100%"
        h="100%"
        objectFit="contain"
        fetchPriority="high"
      />
    </Box>
  );
}

export function ProductDescription({ product }: { product: Product }) {
  const details = METADATA_KEYS.flatMap((key) => {
    const text = metadataText(product.metadata?.[key]);
    return text === null ? [] : [{ key, text }];
  });
  return (
    <Stack gap="4">
      {product.description ? <Text whiteSpace="pre-line">{product.description}</Text> : null}
      {(product.descriptionList ?? []).map((section, i) => (
        <Stack key={i} gap="1">
          {section.title ? (
            <Heading as="h2" size="sm">
              {section.title}
            </Heading>
          ) : null}
          <Box as="ul" listStyleType="none" ps="0">
            {(section.body ?? []).map((entry, j) => (
              <Box
                as="li"
                key={j}
                ps={entry.showBullets ? '4' : '0'}
                position="relative"
                _before={
                  entry.showBullets ? { content: '"•"', position: 'absolute', left: 0 } : undefined
                }
              >
                {entry.text}
                {entry.bolderText ? (
                  <Text as="strong" fontWeight="bold">
                    {entry.bolderText}
                  </Text>
                ) : null}
              </Box>
            ))}
          </Box>
        </Stack>
      ))}
      {details.length > 0 ? (
        <Box
          as="dl"
          aria-label="Detalles del producto"
          display="grid"
          gridTemplateColumns="auto 1fr"
          columnGap="4"
          rowGap="1"
          fontSize="sm"
        >
          {details.map(({ key, text }) => (
            <Box key={key} display="contents">
              <Text as="dt" color="fg.muted">
                {key}
              </Text>
              <Text as="dd">{text}</Text>
            </Box>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
