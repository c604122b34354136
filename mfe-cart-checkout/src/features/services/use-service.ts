// The service of services/{serviceId} and its checkout (002 §7 "GET services/{serviceId}"). An
// unknown id (404), an inactive one or another store's is "not found" (002 §2): both screens show
// the same not-found text, so the rule lives here once. Both routes declare this read (routes.json
// `data`: service), so the shell has started it under this key before this code (issue 41).
import { isServiceAvailable } from '@storefront/domain';
import { isApiError } from '@storefront/sdk';
import { chargesApi, type Service } from '@storefront/sdk/charges';
import { useServerData, useTenant } from '@storefront/state';

export type ServiceView =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; retry(): void }
  | { status: 'ready'; service: Service };

const isNotFound = (error: unknown) => isApiError(error) && [400, 403, 404].includes(error.status);

export function useService(serviceId: string | undefined): ServiceView {
  const { store } = useTenant();
  const { state, reload } = useServerData(serviceId ? ['service', serviceId] : null, (api) =>
    chargesApi(api).services.get(serviceId!),
  );
  if (!serviceId) return { status: 'not-found' };
  if (state.status === 'error' && !state.data) {
    return isNotFound(state.error)
      ? { status: 'not-found' }
      : { status: 'error', retry: () => void reload() };
  }
  if (!state.data) return { status: 'loading' };
  return isServiceAvailable(state.data, store._id)
    ? { status: 'ready', service: state.data }
    : { status: 'not-found' };
}
