// Shows the purchase success overlay when the panel's query says subscribed=true, and drops the
// flag on closing (a reload or a shared link does not show it again). The dialog is its own chunk,
// fetched only on such a visit; lazyPage retries a chunk that fails to load.
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  showsPurchaseSuccess,
  withoutPurchaseSuccess,
  type PurchaseSuccessVariant,
} from '@storefront/domain';
import { lazyPage } from '@storefront/ui';
import type { PurchaseSuccessDialogProps } from './purchase-success-dialog';

const PurchaseSuccessDialog = lazyPage<PurchaseSuccessDialogProps>(
  () => import('./purchase-success-dialog'),
  'PurchaseSuccessDialog',
);

export function PurchaseSuccess({ variant }: { variant: PurchaseSuccessVariant }) {
  const [search, setSearch] = useSearchParams();
  if (!showsPurchaseSuccess(search)) return null;
  return (
    // Its own boundary: while the chunk loads the page stays as it is.
    <Suspense fallback={null}>
      <PurchaseSuccessDialog
        variant={variant}
        onClose={() => setSearch(withoutPurchaseSuccess(search), { replace: true })}
      />
    </Suspense>
  );
}
