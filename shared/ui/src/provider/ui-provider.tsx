// The one ChakraProvider of the page (owned by the shell; remotes render inside it and never
// create their own). Overlay code is preloaded when the browser is idle after the first render.
import { useEffect, useMemo, type ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { createStoreSystem, type TemplateLike } from '../system/create-store-system';
import { preloadOverlays, ToasterSlot } from '../overlays';

export interface UiProviderProps {
  /** A system from createStoreSystem; or pass `template` and the provider builds it. */
  system?: SystemContext;
  template?: TemplateLike | null;
  children: ReactNode;
  /** Tests switch idle preloading off. Default true. */
  preload?: boolean;
}

function whenIdle(run: () => void): () => void {
  const w = globalThis as typeof globalThis & {
    requestIdleCallback?: (cb: () => void) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(run);
    return () => w.cancelIdleCallback?.(id);
  }
  const id = setTimeout(run, 1500);
  return () => clearTimeout(id);
}

export function UiProvider({ system, template, children, preload = true }: UiProviderProps) {
  const value = useMemo(() => system ?? createStoreSystem(template), [system, template]);
  useEffect(() => (preload ? whenIdle(() => void preloadOverlays()) : undefined), [preload]);
  return (
    <ChakraProvider value={value}>
      {children}
      <ToasterSlot />
    </ChakraProvider>
  );
}
