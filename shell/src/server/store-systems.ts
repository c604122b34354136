// The server's Chakra systems, one per template (issue 15). Building a system takes tens of ms of
// CPU, and every render of a store used to build its own; a system holds no per-request state
// (its caches are pure functions of the theme), so renders of one template share it.
import {
  createStoreSystem,
  nameSystemGlobalStyles,
  type StoreSystem,
  type TemplateLike,
} from '@storefront/ui';

/** Templates kept; past that the oldest is built again when next asked for. */
const MAX_SYSTEMS = 32;
const systems = new Map<string, StoreSystem>();

/** The template's system, its global styles under the name the browser looks for. */
export function serverStoreSystem(template: TemplateLike | null | undefined): StoreSystem {
  const key = JSON.stringify(template ?? null);
  let system = systems.get(key);
  if (system) {
    systems.delete(key); // most recently used last
  } else {
    system = nameSystemGlobalStyles(createStoreSystem(template));
    if (systems.size >= MAX_SYSTEMS) systems.delete(systems.keys().next().value as string);
  }
  systems.set(key, system);
  return system;
}
