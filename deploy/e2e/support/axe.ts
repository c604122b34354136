// Accessibility check of a page as the shopper sees it (brief: every new route, 0 serious or
// critical violations), with axe-core's WCAG 2.1 A/AA rules.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './animations';

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // The page as the shopper is left with it: nothing still loading (a busy region's controls are
  // disabled and dimmed: CI once failed color-contrast on the single payment's methods while its
  // pending intent loaded), and no transition half-way (the subscription edit's button, just
  // enabled by an answer, fading back from its disabled opacity: text at #939395 on white).
  await expect(page.locator('[aria-busy="true"]'), 'a region still loading').toHaveCount(0);
  // A transition can also start just after the wait (a button enabled by an answer that lands a
  // moment later: CI once read "Agregar tarjeta" at #84afa1 half-way), so a violation is read
  // again after the page settles once more; one that stays fails with axe's own list.
  await expect(async () => {
    await animationsSettled(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious, serious.join('\n')).toEqual([]);
  }).toPass({ intervals: [250, 500, 1000], timeout: 10_000 });
}
