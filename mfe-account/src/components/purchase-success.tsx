// Shows the purchase success overlay when the panel's query says subscribed=true, and drops the
// flag on closing (a reload or a shared link does not show it again). The dialog is its own chunk,
// fetched only on such a visit; lazyPage retries a chunk that fails to load.
import { Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  purchasedSubscriptionIds,
  showsPurchaseSuccess,
  withoutPurchaseSuccess,
  type PurchaseSuccessVariant,
} from '@storefront/domain';
import { useStorePath } from '@storefront/state';
import { lazyPage } from '@storefront/ui';
import type { PurchaseSuccessDialogProps } from './purchase-success-dialog';

const PurchaseSuccessDialog = lazyPage<PurchaseSuccessDialogProps>(
  () => import('./purchase-success-dialog'),
  'PurchaseSuccessDialog',
);

/**
 * `then`: the panel page she goes on to after closing (the cards panel after a first card's
 * purchase goes to the subscriptions, 001 §4 Card registration return); else she stays.
 */
export function PurchaseSuccess({
  variant,
  then,
}: {
  variant: PurchaseSuccessVariant;
  then?: string;
}) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const storePath = useStorePath();
  if (!showsPurchaseSuccess(search)) return null;
  return (
    // Its own boundary: while the chunk loads the page stays as it is.
    <Suspense fallback={null}>
      <PurchaseSuccessDialog
        variant={variant}
        purchased={purchasedSubscriptionIds(search)}
        onClose={() =>
          then
            ? navigate(storePath(then), { replace: true })
            : setSearch(withoutPurchaseSuccess(search), { replace: true })
        }
      />
    </Suspense>
  );
}
