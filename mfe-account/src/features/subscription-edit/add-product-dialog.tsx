// "Agregar productos" (issue 12: "add and remove products"): the store's catalogue in a dialog,
// only what the subscription can take (a price for its billing type, not user-priced, in stock,
// not already in it), then the shared product form for the quantity. The choice joins the draft;
// the provider prices it on save from its catalogue.
import { useState } from 'react';
import { formatAmount } from '@storefront/domain';
import type { Product } from '@storefront/sdk';
import { useServerData, useTenant } from '@storefront/state';
import { Button, HStack, Modal, PageSpinner, Stack, Text } from '@storefront/ui';
import { Field, Input } from '@storefront/ui/fields';
import { ProductSelectionForm } from '@storefront/widgets/product-form';
import { EDIT_TEXTS as TEXTS } from './edit-texts';

export interface AddProductDialogProps {
  open: boolean;
  billingType: string;
  /** Products already in the subscription (or the draft). */
  present: readonly string[];
  onAdd(product: Product, quantity: number): void;
  onClose(): void;
}

/** The catalogue product as the subscription may take it: its one frequency. */
export const forBillingType = (product: Product, billingType: string): Product => ({
  ...product,
  prices: {
    [billingType]: product.prices?.[billingType as keyof typeof product.prices],
  } as Product['prices'],
});

export const canJoin = (product: Product, billingType: string, present: readonly string[]) =>
  Boolean(product.prices?.[billingType as keyof typeof product.prices]) &&
  !product.priceDefinedByUser &&
  product.stock !== 0 &&
  !present.includes(product._id);

export function AddProductDialog(props: AddProductDialogProps) {
  return props.open ? <OpenAddProductDialog {...props} /> : null;
}

function OpenAddProductDialog({ billingType, present, onAdd, onClose }: AddProductDialogProps) {
  const { store } = useTenant();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Product | null>(null);
  const query = search.trim();
  const list = useServerData(['catalog', 'products', store._id, 'edit-add', query], (api) =>
    api.catalog.products({ storeId: store._id, limit: 50, ...(query ? { search: query } : {}) }),
  );
  const offered = (list.state.data?.docs ?? []).filter((product) =>
    canJoin(product, billingType, present),
  );

  return (
    <Modal open onClose={onClose} title={TEXTS.addTitle} size="md">
      {chosen ? (
        <Stack gap="4">
          <Text fontWeight="semibold">{chosen.name}</Text>
          <ProductSelectionForm
            product={forBillingType(chosen, billingType)}
            submitLabel={TEXTS.addSubmit}
            edit={{ initial: { billingType, quantity: 1 }, keepSchedule: true }}
            onSubmit={async (choice) => {
              onAdd(chosen, choice.quantity ?? 1);
              onClose();
              return null;
            }}
          />
          <Button variant="ghost" onClick={() => setChosen(null)}>
            {TEXTS.addBack}
          </Button>
        </Stack>
      ) : (
        <Stack gap="4">
          <Field.Root>
            <Field.Label>{TEXTS.addSearch}</Field.Label>
            <Input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </Field.Root>
          {list.state.status === 'loading' && !list.state.data ? (
            <PageSpinner label={TEXTS.addLoading} />
          ) : null}
          {list.state.status === 'error' ? <Text role="alert">{TEXTS.addError}</Text> : null}
          {list.state.data && offered.length === 0 ? (
            <Text color="fg.muted">{TEXTS.addEmpty}</Text>
          ) : null}
          {/* Only once there is something to offer: an empty named list while the catalogue
              loads told a screen reader "Productos disponibles, 0 elementos". */}
          {offered.length > 0 ? (
            <Stack as="ul" gap="2" p="0" m="0" aria-label={TEXTS.addList}>
              {offered.map((product) => (
                <HStack
                  as="li"
                  key={product._id}
                  justify="space-between"
                  borderWidth="1px"
                  borderRadius="md"
                  px="3"
                  py="2"
                >
                  <Stack gap="0">
                    <Text>{product.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {formatAmount(
                        product.prices?.[billingType as keyof typeof product.prices] ?? 0,
                        product.currency,
                      )}
                    </Text>
                  </Stack>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setChosen(product)}
                    aria-label={TEXTS.addChoose(product.name)}
                  >
                    {TEXTS.addChooseShort}
                  </Button>
                </HStack>
              ))}
            </Stack>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}
