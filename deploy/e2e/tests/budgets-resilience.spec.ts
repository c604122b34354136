// Issue 15 "Budgets that hold": the budget check bites on a real heavy deploy, measured the way
// budgets.spec.ts measures every route. A copy of the live mfe-catalog whose remoteEntry.js carries
// 40 KB of random bytes (base64 in a comment: it does not compress) is published and promoted with
// the deploy CLI, the landing is measured, and checkBudgets must flag it; then it is rolled back.
// It changes what is live on the CDN, so it runs in the "resilience" project (alone, one worker).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { BUDGETS_PATH, checkBudgets } from '../../stack/src/budgets.mjs';
import { benchRoutes, measureRoute } from '../../stack/src/bundle-report.mjs';
import { deploy } from '../support/cdn';
import { appendToFile, withVariantLive } from '../support/variants';
import { CDN_DIR, CDN_URL, SHELL_URL } from '../support/env';

test.skip(!CDN_DIR, 'E2E_CDN_DIR is not set (npm test sets it)');

const budgets = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../..', BUDGETS_PATH), 'utf8'),
) as Record<string, number>;

test('a deploy 40 KB heavier fails the landing budget, and the rollback is within it again', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const remote = 'mfe-catalog';
  const landing = benchRoutes({ shellUrl: SHELL_URL }).find((r) => r.id === 'landing')!;
  const measureLanding = async () =>
    checkBudgets(
      {
        routes: [
          await measureRoute(browser, landing, {
            shellUrl: SHELL_URL,
            cdnUrl: CDN_URL,
            tokens: null,
          }),
        ],
      },
      budgets,
    );
  await withVariantLive(
    remote,
    appendToFile('remoteEntry.js', `\n/* ${randomBytes(40 * 1024).toString('base64')} */\n`),
    async () => {
      const heavy = await measureLanding();
      expect(heavy.ok).toBe(false);
      expect(heavy.failures).toEqual([expect.objectContaining({ route: 'landing', kind: 'over' })]);
      expect(heavy.message).toMatch(
        new RegExp(
          `landing: loads [\\d.]+ KB of gzipped JS, over its budget of ${budgets.landing!.toFixed(1)} KB by (3\\d|4\\d)\\.\\d KB`,
        ),
      );

      await deploy('rollback', remote);
      const restored = await measureLanding();
      expect(restored.ok, restored.message).toBe(true);
    },
  );
});
