// Spec 000 §2 "An analytics service receives identify, track and page events"; 001 §7 "Every
// event-tracking call goes to an analytics service". Remotes and the shell emit 'analytics' on the
// bus; this sends each to the analytics service (analytics-sender.ts), stamped with the store, the signed-in
// user and the browser's guest id (the anonymous id). Fire and forget: a failure is dropped and a
// throwing sender never reaches the emitter, so tracking can never break a page.
import type { AnalyticsEvent } from '@storefront/sdk';
import { bus, type BusEvents } from '@storefront/bus';

export interface AnalyticsContext {
  storeId: string;
  userId?: string;
  anonymousId?: string;
}

type Send = (event: AnalyticsEvent) => Promise<unknown>;

export function toAnalyticsEvent(
  { kind, event, props }: BusEvents['analytics'],
  context: AnalyticsContext,
): AnalyticsEvent {
  return {
    type: kind,
    storeId: context.storeId,
    ...(event ? { event } : {}),
    ...(context.userId ? { userId: context.userId } : {}),
    ...(context.anonymousId ? { anonymousId: context.anonymousId } : {}),
    ...(props ? { properties: props } : {}),
  };
}

/** Sends without waiting and without ever throwing. */
export function sendQuietly(send: Send, event: AnalyticsEvent): void {
  try {
    void send(event).catch(() => undefined);
  } catch {
    // a sender that throws synchronously is as quiet as one that rejects
  }
}

/** Delivers every bus 'analytics' event until the returned function is called. With `ready`,
 *  events are stamped when emitted but held until `ready` calls back (the shell passes
 *  afterFirstPaint: tracking never competes with the first paint), then sent as they come. */
export function deliverBusAnalytics(
  send: Send,
  context: () => AnalyticsContext,
  ready?: (start: () => void) => () => void,
): () => void {
  let held: AnalyticsEvent[] | null = ready ? [] : null;
  const off = bus.on('analytics', (payload) => {
    const event = toAnalyticsEvent(payload, context());
    if (held) held.push(event);
    else sendQuietly(send, event);
  });
  const cancel = ready?.(() => {
    const events = held ?? [];
    held = null;
    events.forEach((event) => sendQuietly(send, event));
  });
  return () => {
    off();
    cancel?.();
  };
}
