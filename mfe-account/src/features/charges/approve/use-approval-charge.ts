// What the approval flow reads (002 §7 "GET by id"; "Get available payment methods for a store
// id"): the charge, owner only (another shopper's or unknown → 404; another store's is not found
// here either), and the store's methods, whose failure is logged and leaves none (002 §8
// "Available-methods failure: logged, and an empty list is used"). Revalidated on mount: a charge
// approved elsewhere must send this page to the charge page. The route declares this read
// (routes.json `data`: charge-approval), so the shell has started it before this code (issue 41).
import { isApiError } from '@storefront/sdk';
import { useServerData, useTenant } from '@storefront/state';
import {
  chargeApprovalKey,
  loadChargeApproval,
  type ChargeApproval,
} from '@storefront/state/route-data/charge-approval';

export type ApprovalData = ChargeApproval;

export type ApprovalRead =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; data: ApprovalData };

const isNotFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

export function useApprovalCharge(userId: string | undefined, chargeId: string | undefined) {
  const { store } = useTenant();
  const read = useServerData<ApprovalData>(
    userId && chargeId ? chargeApprovalKey(userId, store._id, chargeId) : null,
    (api) => loadChargeApproval(api, chargeId!, store._id),
    { revalidateOnMount: true },
  );
  const data = read.state.data;
  const state = ((): ApprovalRead => {
    if (read.state.status === 'error')
      return isNotFound(read.state.error) ? { status: 'not-found' } : { status: 'error' };
    if (!data) return { status: 'loading' };
    if (data.charge.storeId && data.charge.storeId !== store._id) return { status: 'not-found' };
    return { status: 'ready', data };
  })();
  return { state, reload: () => void read.reload() };
}
