// Accessibility check of a page as the shopper sees it (brief: every new route, 0 serious or
// critical violations), with axe-core's WCAG 2.1 A/AA rules.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './animations';

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // CI once failed color-contrast on the subscription edit with a button just enabled by an
  // answer, fading back from its disabled opacity (text at #939395 on white).
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}
