import type { Atom } from 'jotai';

// Atoms are matched by identity inside the shell's one jotai store. If a remote ever ends up with
// its own copy of this package (a sharing mistake), atoms kept on globalThis under a registered
// Symbol still resolve to the same objects, like the bus does.
const REGISTRY = Symbol.for('@storefront/state/atoms');
type GlobalWithAtoms = typeof globalThis & { [REGISTRY]?: Map<string, Atom<unknown>> };

export function globalAtom<A extends Atom<unknown>>(key: string, create: () => A): A {
  const g = globalThis as GlobalWithAtoms;
  g[REGISTRY] ??= new Map();
  const registry = g[REGISTRY];
  if (!registry.has(key)) {
    const created = create();
    created.debugLabel = key;
    registry.set(key, created);
  }
  return registry.get(key) as A;
}
