// Mounted once by the App: bus analytics go to the analytics service (analytics-sender.ts), and a
// signed-in shopper is identified once per user (spec 000 §2 "identify"). Nothing is sent, nor the
// client loaded, before the route's page is on screen and the browser idle (after-page-shown.ts;
// issue 15: less work at boot); events emitted meanwhile wait, none is lost.
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { getGuestId, runtimeConfigAtom, sessionAtom, tenantAtom } from '@storefront/state';
import { deliverBusAnalytics, sendQuietly, type AnalyticsContext } from './analytics-delivery';
import { analyticsSenderAtom, configuredSender } from './analytics-sender';
import { afterPageShown } from './after-page-shown';

export function AnalyticsSync() {
  const given = useAtomValue(analyticsSenderAtom);
  const analytics = useAtomValue(runtimeConfigAtom)?.thirdParties.analytics;
  const send = given?.send ?? (analytics ? configuredSender(analytics) : undefined);
  const storeId = useAtomValue(tenantAtom)?.store._id;
  const session = useAtomValue(sessionAtom);
  const userId = session?.user.userId;
  const isGuest = session?.isGuest ?? false;
  // Read at send time, so an event after sign-in carries the new user without resubscribing.
  const context = useRef<AnalyticsContext>({ storeId: '' });
  context.current = { storeId: storeId ?? '', userId, anonymousId: safeGuestId() };

  useEffect(() => {
    if (!send || !storeId) return undefined;
    return deliverBusAnalytics(send, () => context.current, afterPageShown);
  }, [send, storeId]);

  useEffect(() => {
    if (!send || !storeId || !userId || isGuest) return undefined;
    return afterPageShown(() =>
      sendQuietly(send, { type: 'identify', storeId, userId, anonymousId: safeGuestId() }),
    );
  }, [send, storeId, userId, isGuest]);

  return null;
}

function safeGuestId(): string | undefined {
  try {
    return getGuestId();
  } catch {
    return undefined; // storage blocked: events go without an anonymous id
  }
}
