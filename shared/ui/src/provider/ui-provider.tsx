// The one ChakraProvider of the page (owned by the shell; remotes render inside it and never
// create their own). Overlay code (dialogs, drawer, menu, toasts) is preloaded at the shopper's
// first interaction, or once the page has loaded and the browser is idle, whichever comes first,
// so it never competes with the first page's own code.
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

type IdleWindow = typeof globalThis & {
  requestIdleCallback?: (cb: () => void) => number;
  cancelIdleCallback?: (id: number) => void;
};
const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart'] as const;

function afterInteractionOrIdle(run: () => void, delayMs = 3000): () => void {
  const w = globalThis as IdleWindow;
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const cleanup = () => {
    INTERACTIONS.forEach((type) => w.removeEventListener?.(type, go));
    w.removeEventListener?.('load', arm);
    if (timer) clearTimeout(timer);
    if (idle !== undefined) w.cancelIdleCallback?.(idle);
  };
  function go() {
    if (done) return;
    done = true;
    cleanup();
    run();
  }
  function arm() {
    timer = setTimeout(() => {
      if (w.requestIdleCallback) idle = w.requestIdleCallback(go);
      else go();
    }, delayMs);
  }
  INTERACTIONS.forEach((type) => w.addEventListener?.(type, go, { passive: true }));
  if (globalThis.document?.readyState === 'complete') arm();
  else w.addEventListener?.('load', arm);
  return cleanup;
}

export function UiProvider({ system, template, children, preload = true }: UiProviderProps) {
  const value = useMemo(() => system ?? createStoreSystem(template), [system, template]);
  useEffect(
    () => (preload ? afterInteractionOrIdle(() => void preloadOverlays()) : undefined),
    [preload],
  );
  return (
    <ChakraProvider value={value}>
      {children}
      <ToasterSlot />
    </ChakraProvider>
  );
}
