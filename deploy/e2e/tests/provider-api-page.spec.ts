// Issue 40: the provider API's contract for integrators, GET /v1/openapi.json (OpenAPI 3.1,
// generated from the sandbox's route schemas) and the page that shows it, /sandbox/api.
import { SANDBOX_URL } from '../support/env';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

test('an integrator reads the API’s calls on /sandbox/api, the seeds’ own paths among them, and its OpenAPI document', async ({
  page,
}) => {
  test.slow();
  await page.goto(`${SANDBOX_URL}/sandbox/api`);
  await expect(page).toHaveTitle('API del proveedor v1');
  await expect(page.getByRole('heading', { level: 1, name: 'API del proveedor v1' })).toBeVisible();
  // 002 §7's paths, grouped with their resource.
  const subscriptions = page.getByRole('region', { name: 'subscriptions' });
  await expect(
    subscriptions.getByRole('heading', { name: 'PATCH /v1/subscription/{id}' }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Parámetros de GET /v1/delivery', exact: true }),
  ).toBeVisible();
  // Every call of the API on one page: axe takes seconds per run on it when the machine is busy.
  await expectNoSeriousAxeViolations(page, { timeout: 40_000 });

  const link = page.getByRole('link', { name: '/v1/openapi.json' });
  const [answer] = await Promise.all([page.waitForResponse('**/v1/openapi.json'), link.click()]);
  expect(answer.status()).toBe(200);
  const document = (await answer.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/v1/subscription/{id}',
      '/v1/delivery',
      '/v1/payer/{id}',
      '/v1/auth/verifyCode',
    ]),
  );
});
