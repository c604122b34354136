// Accessibility check of a page as the shopper sees it (brief: every new route, 0 serious or
// critical violations), with axe-core's WCAG 2.1 A/AA rules.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';
import { animationsSettled } from './animations';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * A page without frames: axe.run in the page itself, axe injected once per document. That is what
 * AxeBuilder computes for a single frame (its runPartial there, then finishRun), without the blank
 * page it opens and injects axe into again for every check: 0.9 s of CPU per check on the landing
 * against 0.33 (issue 37; about 170 checks per run of the journeys).
 */
async function runInPage(page: Page): Promise<AxeResults> {
  const injected = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        iframes: false, // none when it started; a frame added meanwhile is caught below
      }),
    TAGS,
  );
}

/** The page's serious and critical violations, each as "rule: targets". */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  let results = page.frames().length === 1 ? await runInPage(page) : null;
  // Frames (the payments embed, an iframe route): AxeBuilder checks each frame's own document,
  // cross-origin ones included.
  if (!results || page.frames().length > 1)
    results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * `timeout`: how long the page may take to read clean (default 10 s); a very large document
 * (the provider API's page lists every call) takes several seconds per axe run on a busy machine.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  { timeout = 10_000 }: { timeout?: number } = {},
): Promise<void> {
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
    const serious = await seriousAxeViolations(page);
    expect(serious, serious.join('\n')).toEqual([]);
  }).toPass({ intervals: [250, 500, 1000], timeout });
}
