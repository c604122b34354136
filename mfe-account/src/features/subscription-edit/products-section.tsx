// The edit's products (spec 001 §2 "a products accordion (expandable panels)"): the heading, the
// list the edit fills with one ProductItem per item, held or added, and "Agregar productos".
import type { ReactNode } from 'react';
import { Button, Heading, Stack } from '@storefront/ui';
import { EDIT_TEXTS as TEXTS } from './edit-texts';

export function ProductsSection({ onAdd, children }: { onAdd(): void; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby="edit-products" gap="3">
      <Heading as="h2" id="edit-products" size="md">
        {TEXTS.products}
      </Heading>
      <Stack as="ul" gap="3" p="0" m="0">
        {children}
      </Stack>
      <Button alignSelf="flex-start" variant="outline" size="sm" onClick={onAdd}>
        {TEXTS.addProducts}
      </Button>
    </Stack>
  );
}
