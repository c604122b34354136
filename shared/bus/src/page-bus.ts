import { createBus, type Bus } from './create-bus';
import type { BusEvents } from './events';

// One bus per page. Kept on globalThis under a registered Symbol so that two copies of this
// module (a remote that failed to share the singleton) still talk on the same bus.
const KEY = Symbol.for('@storefront/bus');

type GlobalWithBus = typeof globalThis & { [KEY]?: Bus<BusEvents> };

export function getPageBus(): Bus<BusEvents> {
  const g = globalThis as GlobalWithBus;
  g[KEY] ??= createBus<BusEvents>();
  return g[KEY];
}

export const bus: Bus<BusEvents> = getPageBus();
