// What the approval flow reads (002 §7 "GET by id"; "Get available payment methods for a store
// id"): the charge, owner only (another shopper's or unknown → 404; another store's is not found
// here either), and the store's methods, whose failure is logged and leaves none (002 §8
// "Available-methods failure: logged, and an empty list is used"). Revalidated on mount: a charge
// approved elsewhere must send this page to the charge page.
import { isApiError, type Api } from '@storefront/sdk';
import { chargesApi, type Charge } from '@storefront/sdk/charges';
import { useServerData, useTenant } from '@storefront/state';

export interface ApprovalData {
  charge: Charge;
  availableMethodIds: string[];
}

export type ApprovalRead =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; data: ApprovalData };

async function load(api: Api, chargeId: string, storeId: string): Promise<ApprovalData> {
  const [charge, availableMethodIds] = await Promise.all([
    chargesApi(api).charges.get(chargeId),
    api.stores.availablePaymentMethods(storeId).catch((error: unknown) => {
      console.error('[mfe-account] charge approval: available methods failed', error);
      return [] as string[];
    }),
  ]);
  return { charge, availableMethodIds };
}

const isNotFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

export function useApprovalCharge(userId: string | undefined, chargeId: string | undefined) {
  const { store } = useTenant();
  const read = useServerData<ApprovalData>(
    userId && chargeId ? ['charge-approval', userId, store._id, chargeId] : null,
    (api) => load(api, chargeId!, store._id),
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
