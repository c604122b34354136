// Loads a product by id or SKU and renders its view, a spinner (or the given loading view), the not-found page or a retry.
import type { ReactNode } from 'react';
import type { Product } from '@storefront/sdk';
import { Button, NotFoundPage, PageSpinner, Stack, Text } from '@storefront/ui';
import { NotFoundStatus, useTenant } from '@storefront/state';
import { useProduct } from './use-product';

export const PRODUCT_NOT_FOUND_TITLE = 'Producto no encontrado';
export const PRODUCT_NOT_FOUND_TEXT = 'El producto que buscas no existe o ya no está disponible.';
export const PRODUCT_LOAD_ERROR = 'No pudimos cargar el producto. Intenta nuevamente.';

export function ProductLoader({
  value,
  onClose,
  children,
  loading = <PageSpinner />,
}: {
  value: string | undefined;
  onClose(): void;
  /** What shows while the product loads (the page passes a skeleton of its layout). */
  loading?: ReactNode;
  children(product: Product): ReactNode;
}) {
  const { store } = useTenant();
  const { state, retry } = useProduct(value, store._id);
  switch (state.status) {
    case 'loading':
      return <>{loading}</>;
    case 'missing':
      return (
        <>
          <NotFoundPage
            title={PRODUCT_NOT_FOUND_TITLE}
            description={PRODUCT_NOT_FOUND_TEXT}
            onAction={onClose}
          />
          {/* A server-rendered product page that is not there answers 404. */}
          <NotFoundStatus />
        </>
      );
    case 'error':
      return (
        <Stack role="alert" align="center" gap="3" py="10">
          <Text color="fg.error">{PRODUCT_LOAD_ERROR}</Text>
          <Button variant="outline" onClick={retry}>
            Reintentar
          </Button>
        </Stack>
      );
    default:
      return <>{children(state.product)}</>;
  }
}
