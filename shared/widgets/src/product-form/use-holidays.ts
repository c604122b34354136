// Chilean public holidays of a year for the payday check (spec 000 §5, 001 §5 Product dialog):
// only for deliverable stores, from the public-holidays service of 001 §7 (its own URL, README
// "Third-party services"). A failed lookup is silent and gives an empty list (000 §8, 001 §8), and
// is logged so an operator sees the service is down.
import { useAtomValue } from 'jotai';
import { createHolidaysService } from '@storefront/sdk/holidays';
import { runtimeConfigAtom, thirdPartyFetchAtom, useServerData } from '@storefront/state';

/** One empty list while none is loaded: the form's schema is rebuilt only when the list changes. */
const NO_HOLIDAYS: string[] = [];

export function useHolidays(year: number | null, enabled: boolean): string[] {
  const config = useAtomValue(runtimeConfigAtom);
  const fake = useAtomValue(thirdPartyFetchAtom);
  const { state } = useServerData<string[]>(
    enabled && year !== null ? ['holidays', year] : null,
    async () => {
      try {
        if (!config) throw new Error('no /config.json');
        const service = createHolidaysService({
          baseUrl: config.thirdParties.holidaysUrl,
          fetch: fake?.fetch,
        });
        return await service.holidays(year!);
      } catch (error) {
        console.warn(
          `[holidays] the ${year} holidays could not be read; no day is refused:`,
          error,
        );
        return NO_HOLIDAYS;
      }
    },
  );
  return state.status === 'ready' ? state.data : NO_HOLIDAYS;
}
