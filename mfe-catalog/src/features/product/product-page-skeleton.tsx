// The product page while its product loads: the page's own two-column layout (one column on a
// phone) with the image box at its final height (ProductImage's 360px) and placeholder lines for
// the header, so the product replaces it without a jump (issue 15: no layout shift). Announced
// once as loading; the placeholder shapes are hidden from assistive technology.
import { Grid, Skeleton, Stack } from '@storefront/ui';

export function ProductPageSkeleton() {
  return (
    <Grid
      role="status"
      aria-label="Cargando"
      templateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap={{ base: '6', md: '10' }}
      alignItems="start"
    >
      <Stack gap="6" aria-hidden="true">
        <Skeleton h="360px" borderRadius="xl" />
      </Stack>
      <Stack gap="3" aria-hidden="true">
        <Skeleton h="4" w="30%" />
        <Skeleton h="8" w="80%" />
        <Skeleton h="6" w="40%" />
      </Stack>
    </Grid>
  );
}
