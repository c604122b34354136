/**
 * One event for the analytics service (spec 000 §2 "receives identify, track and page events";
 * 001 §7), as the shell stamps it; Segment's client sends it (@storefront/sdk/segment-analytics).
 * `event` is required for track, `userId` for identify; properties stay small (the sandbox takes
 * 50 keys, 4 KB as JSON).
 */
export interface AnalyticsEvent {
  type: 'identify' | 'track' | 'page';
  storeId: string;
  event?: string;
  userId?: string;
  anonymousId?: string;
  properties?: Record<string, unknown>;
}
