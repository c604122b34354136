// Where the shell's analytics go (README "Third-party services"): Segment's browser client, loaded
// in a chunk of its own once the route's page is on screen (analytics-sync.tsx), speaking the
// tracking API of /config.json's thirdParties.analytics (Segment's, or the sandbox's collector by
// default). A test hands its own sender through analyticsSenderAtom.
import { atom } from 'jotai';
import type { AnalyticsEvent } from '@storefront/sdk';
import type { ThirdPartyConfig } from '@storefront/state';

export type Send = (event: AnalyticsEvent) => Promise<unknown>;

/** A sender that replaces the configured client (tests); null: the configured client. */
export const analyticsSenderAtom = atom<{ send: Send } | null>(null);

const byConfig = new Map<string, Send>();

/** The configured client's sender, one per tracking API and key for the page's life. */
export function configuredSender({ url, writeKey }: ThirdPartyConfig['analytics']): Send {
  const key = `${url} ${writeKey}`;
  let send = byConfig.get(key);
  if (!send) {
    let loaded: Promise<Send> | undefined;
    send = async (event) => {
      loaded ??= import('@storefront/sdk/segment-analytics').then(
        ({ createSegmentSender }) => createSegmentSender({ url, writeKey }),
        (error: unknown) => {
          loaded = undefined; // the chunk unreachable now: the next event tries again
          throw error;
        },
      );
      return (await loaded)(event);
    };
    byConfig.set(key, send);
  }
  return send;
}
