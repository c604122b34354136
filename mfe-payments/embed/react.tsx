// The React wrapper of the embed: the vanilla core (core.ts) in an effect, no copy of it.
//   <StorefrontPaymentsEmbed host="http://localhost:8082" store="tienda-demo"
//                            paymentLink="pl-…" onEvent={(e) => e.type === 'paid' && …} />
import { useEffect, useRef } from 'react';
import { mount, type MountOptions } from './core';
import type { EmbedEvent } from './protocol';

export type StorefrontPaymentsEmbedProps = Omit<MountOptions, 'window' | 'onEvent'> & {
  onEvent?: (event: EmbedEvent) => void;
  className?: string;
};

export function StorefrontPaymentsEmbed({
  onEvent,
  className,
  ...options
}: StorefrontPaymentsEmbedProps) {
  const container = useRef<HTMLDivElement>(null);
  // The latest handler, without remounting the frame when the page passes a new function.
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const { host, store, paymentLink, paymentRequest, title } = options;

  useEffect(() => {
    if (!container.current) return;
    const mounted = mount(container.current, {
      host,
      store,
      paymentLink,
      paymentRequest,
      title,
      onEvent: (event) => handler.current?.(event),
    });
    return () => mounted.destroy();
  }, [host, store, paymentLink, paymentRequest, title]);

  return <div ref={container} className={className} />;
}

export type { EmbedEvent } from './protocol';
