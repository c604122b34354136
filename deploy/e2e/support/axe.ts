// Accessibility check of a page as the shopper sees it (brief: every new route, 0 serious or
// critical violations), with axe-core's WCAG 2.1 A/AA rules.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's finite CSS transitions and animations to end. A colour measured mid-way is
 * not what the shopper is left with: CI once failed color-contrast on the subscription edit with
 * a button just enabled by an answer, fading back from its disabled opacity (text at #939395 on
 * white). Endless animations (spinners) and paused ones are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}
