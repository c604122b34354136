// Chilean public holidays of a year for the payday check (spec 000 §5, 001 §5 Product dialog):
// only for deliverable stores; a failed lookup is silent and gives an empty list (000 §8, 001 §8).
import { useServerData } from '@storefront/state';

/** One empty list while none is loaded: the form's schema is rebuilt only when the list changes. */
const NO_HOLIDAYS: string[] = [];

export function useHolidays(year: number | null, storeId: string, enabled: boolean): string[] {
  const { state } = useServerData<string[]>(
    enabled && year !== null ? ['holidays', storeId, year] : null,
    (api) => api.catalog.holidays({ year: year!, storeId }).catch(() => []),
  );
  return state.status === 'ready' ? state.data : NO_HOLIDAYS;
}
