// The analytics service of 000 §2 ("receives identify, track and page events") and 001 §7 ("Every
// event-tracking call goes to an analytics service"), through Segment's own browser client
// (@segment/analytics-next), which speaks Segment's tracking API: its write key and host come
// from configuration (ANALYTICS_URL, ANALYTICS_WRITE_KEY; README "Third-party services"). The
// sandbox's collector speaks the same API, so the tests run this very client against it. The
// source's settings are given here, not fetched from Segment's CDN: only the tracking API is
// called, no destination loads in the page. Nothing is kept in cookies or storage: each event
// carries the ids the shell gives it (the shopper's user id, the browser's guest id).
import { AnalyticsBrowser, type InitOptions } from '@segment/analytics-next';
import type { AnalyticsEvent } from '../schemas/analytics';

export interface TrackingApiConfig {
  /** The tracking API's base, e.g. https://api.segment.io/v1 (events go to {url}/t, /p, /i). */
  url: string;
  writeKey: string;
}

/** The client's load (Segment's own by default; a test records what it is given, no network). */
export type LoadAnalytics = (
  settings: Parameters<typeof AnalyticsBrowser.load>[0],
  options: InitOptions,
) => Pick<AnalyticsBrowser, 'track' | 'page' | 'identify'>;

/** The Segment.io settings for a tracking API at `url`: its host and protocol. */
export function segmentSettingsOf(config: TrackingApiConfig) {
  const url = new URL(config.url);
  const protocol: 'http' | 'https' = url.protocol === 'http:' ? 'http' : 'https';
  const apiHost = `${url.host}${url.pathname.replace(/\/+$/, '')}`;
  return { apiKey: config.writeKey, apiHost, protocol };
}

/** A sender of the shell's events: each one through the client, to the configured tracking API. */
export function createSegmentSender(
  config: TrackingApiConfig,
  load: LoadAnalytics = (settings, options) => AnalyticsBrowser.load(settings, options),
): (event: AnalyticsEvent) => Promise<void> {
  const { apiKey, apiHost, protocol } = segmentSettingsOf(config);
  const analytics = load(
    {
      writeKey: apiKey,
      cdnSettings: { integrations: { 'Segment.io': { apiKey, apiHost, protocol } } },
    },
    {
      disableClientPersistence: true,
      // The shell sends each route's page event itself (store-route.tsx).
      initialPageview: false,
      integrations: { 'Segment.io': { apiHost, protocol } },
    },
  );
  return async (event) => {
    // The store is the event's context: one tracking source serves every store of the platform.
    const options = {
      context: { storeId: event.storeId },
      ...(event.userId ? { userId: event.userId } : {}),
      ...(event.anonymousId ? { anonymousId: event.anonymousId } : {}),
    };
    const properties = event.properties ?? {};
    if (event.type === 'track') await analytics.track(event.event ?? '', properties, options);
    else if (event.type === 'page')
      await analytics.page(undefined, event.event, properties, options);
    else await analytics.identify(event.userId, {}, options);
  };
}
