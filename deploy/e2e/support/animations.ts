// Waits for CSS transitions and animations to end before a measurement (a width, a colour): a
// value read mid-way is not what the shopper is left with. Endless animations (spinners) and
// paused ones are not waited for, so this cannot hang.
import type { Locator, Page } from '@playwright/test';

// Runs in the page: one element's subtree, or the whole document.
const settleIn = (element: Element | undefined) =>
  Promise.all(
    (element ? element.getAnimations({ subtree: true }) : document.getAnimations())
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          Number.isFinite(animation.effect?.getComputedTiming().endTime),
      )
      .map((animation) => animation.finished.catch(() => undefined)),
  ).then(() => undefined);

/** Every finite running animation of the page, or of a locator's element and its descendants. */
export async function animationsSettled(scope: Page | Locator): Promise<void> {
  if ('mainFrame' in scope) await scope.evaluate(settleIn, undefined);
  else await scope.evaluate(settleIn);
}
