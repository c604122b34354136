// Issue 42, the operators' page (shell/server/operators/): an operator signs in with her name and
// the stack's OPERATOR_TOKEN, sees per remote what is live, then promotes a new version of
// mfe-catalog from the page (through the same contract gate and load check as `deploy promote`),
// and rolls it back from the page; the store's next page load follows each change, and the
// history says who did what and why. Both pages pass axe. In the "resilience" project: the promote
// changes what every page loads for a moment.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { deploy } from '../support/cdn';
import { CDN_DIR, OPERATOR_TOKEN, SHELL_URL } from '../support/env';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { signInAsOperator } from '../support/operators';
import { expectLandingFrom } from '../support/remote-routes';
import { liveVersion, publishVariant } from '../support/variants';

test.skip(!CDN_DIR, 'E2E_CDN_DIR is not set (npm test sets it)');

const REMOTE = 'mfe-catalog';
const OPERATOR = 'Operadora E2E';

const signIn = (page: Page) => signInAsOperator(page, SHELL_URL, OPERATOR);

const remoteSection = (page: Page) => page.getByRole('region', { name: REMOTE, exact: true });

test('an operator promotes a version and rolls it back from the page; the store follows, the history says who and why', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  expect(OPERATOR_TOKEN, 'npm test sets E2E_OPERATOR_TOKEN').not.toBe('');
  const variant = await publishVariant(REMOTE);
  try {
    await signIn(page);
    const section = remoteSection(page);
    await expect(section.getByRole('definition').first()).toHaveText(variant.base);
    await expectNoSeriousAxeViolations(page);

    const promote = section.getByRole('form', { name: `Publicar: ${REMOTE}` });
    await promote.getByLabel('Versión').selectOption(variant.version);
    await promote.getByLabel('Motivo').fill('e2e: una versión nueva desde la página');
    await promote.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `${REMOTE}@${variant.version} está en vivo.`,
      {
        timeout: 240_000, // the contract gate opens the store in a browser first
      },
    );
    await expect(section.getByRole('definition').first()).toHaveText(variant.version);
    const shopper = await browser.newPage();
    await expectLandingFrom(shopper, REMOTE, variant.version);

    const back = section.getByRole('form', {
      name: new RegExp(`^Volver a la versión anterior \\(${variant.base}\\): ${REMOTE}$`),
    });
    await back.getByLabel('Motivo').fill('e2e: de vuelta a la anterior');
    await back
      .getByRole('button', { name: `Volver a la versión anterior (${variant.base})` })
      .click();
    await expect(page.getByRole('status')).toHaveText(
      `${REMOTE}: ${variant.version} → ${variant.base} está en vivo.`,
    );
    await expectLandingFrom(shopper, REMOTE, variant.base);
    await shopper.close();

    const history = page.getByRole('table');
    await expect(history.getByRole('row').nth(1)).toContainText(
      `${OPERATOR}vuelta a ${REMOTE}@${variant.base} (antes ${variant.version})e2e: de vuelta a la anterior`,
    );
    await expect(history.getByRole('row').nth(2)).toContainText(
      `${OPERATOR}publicación de ${REMOTE}@${variant.version} (antes ${variant.base})e2e: una versión nueva desde la página`,
    );
    await expectNoSeriousAxeViolations(page);
  } finally {
    if ((await liveVersion(REMOTE).catch(() => null)) !== variant.base)
      await deploy('rollback', REMOTE, '--to', variant.base);
  }
});
