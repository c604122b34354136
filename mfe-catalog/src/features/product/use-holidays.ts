// Chilean public holidays of a year for the payday check (spec 000 §5): only for deliverable
// stores; a failed lookup is silent and gives an empty list (spec 000 §8).
import { useEffect, useState } from 'react';
import { useApi } from '@storefront/state';

export function useHolidays(year: number | null, storeId: string, enabled: boolean): string[] {
  const api = useApi();
  const [byYear, setByYear] = useState<Record<number, string[]>>({});

  useEffect(() => {
    if (!enabled || year === null || byYear[year]) return;
    let live = true;
    const settle = (days: string[]) => live && setByYear((all) => ({ ...all, [year]: days }));
    api.catalog.holidays({ year, storeId }).then(settle, () => settle([]));
    return () => {
      live = false;
    };
  }, [api, year, storeId, enabled, byYear]);

  return (year !== null && byYear[year]) || [];
}
