// Mounted once by the App: bus analytics go to the collector, and a signed-in shopper is
// identified once per user (spec 000 §2 "identify"). Nothing is sent before the first paint and
// an idle moment (issue 15: less work at boot); events emitted meanwhile wait, none is lost.
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { apiAtom, getGuestId, sessionAtom, tenantAtom } from '@storefront/state';
import { afterFirstPaint } from '@storefront/ui';
import { deliverBusAnalytics, sendQuietly, type AnalyticsContext } from './analytics-delivery';

export function AnalyticsSync() {
  const api = useAtomValue(apiAtom);
  const storeId = useAtomValue(tenantAtom)?.store._id;
  const session = useAtomValue(sessionAtom);
  const userId = session?.user.userId;
  const isGuest = session?.isGuest ?? false;
  // Read at send time, so an event after sign-in carries the new user without resubscribing.
  const context = useRef<AnalyticsContext>({ storeId: '' });
  context.current = { storeId: storeId ?? '', userId, anonymousId: safeGuestId() };

  useEffect(() => {
    const send = api?.analytics?.send;
    if (!send || !storeId) return undefined;
    return deliverBusAnalytics(send, () => context.current, afterFirstPaint);
  }, [api, storeId]);

  useEffect(() => {
    const send = api?.analytics?.send;
    if (!send || !storeId || !userId || isGuest) return undefined;
    return afterFirstPaint(() =>
      sendQuietly(send, { type: 'identify', storeId, userId, anonymousId: safeGuestId() }),
    );
  }, [api, storeId, userId, isGuest]);

  return null;
}

function safeGuestId(): string | undefined {
  try {
    return getGuestId();
  } catch {
    return undefined; // storage blocked: events go without an anonymous id
  }
}
