// The two sizes every journey runs at: the desktop and phone projects use them, and the resilience
// journeys (one project, run alone) use them as two `test.use` groups.
import { devices } from '@playwright/test';

export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** A Pixel 5: its user agent, screen and pixel ratio, a 393×851 viewport, touch, mobile layout. */
export const PHONE = {
  userAgent: devices['Pixel 5'].userAgent,
  deviceScaleFactor: devices['Pixel 5'].deviceScaleFactor,
  screen: { width: 393, height: 851 },
  viewport: { width: 393, height: 851 },
  isMobile: true,
  hasTouch: true,
};
