// The loaded product: what the page and the dialog share. The page lays it out in two columns
// from md up (spec 000 §2 "desktop or mobile view by breakpoint"); the dialog is one column.
import type { AddProductResult, Product } from '@storefront/sdk';
import { Grid, Stack } from '@storefront/ui';
import { ProductDescription, ProductHeader, ProductImage } from './product-details';
import { ProductForm } from './product-form';

export function ProductView({
  product,
  layout,
  titleId,
  onAdded,
}: {
  product: Product;
  layout: 'page' | 'dialog';
  titleId?: string;
  onAdded(result: AddProductResult): void;
}) {
  if (layout === 'dialog') {
    return (
      <Stack gap="5">
        <ProductImage product={product} maxH="220px" />
        <ProductHeader product={product} titleId={titleId} />
        <ProductDescription product={product} />
        <ProductForm product={product} onAdded={onAdded} />
      </Stack>
    );
  }
  return (
    <Grid
      templateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap={{ base: '6', md: '10' }}
      alignItems="start"
    >
      <Stack gap="6">
        <ProductImage product={product} />
        <ProductDescription product={product} />
      </Stack>
      <Stack gap="6">
        <ProductHeader product={product} titleId={titleId} />
        <ProductForm product={product} onAdded={onAdded} />
      </Stack>
    </Grid>
  );
}
