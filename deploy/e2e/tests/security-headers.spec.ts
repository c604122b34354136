// Issue 10: the shell sends a strict Content-Security-Policy and frame-ancestors. Every public route
// must still render under it without a single violation, on the marketplace host and on a store's
// own host, and a page of another origin cannot frame the shopper's profile.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '../support/test';
import { expectPageRendered } from '../support/pages';
import { ownHostUrl, storeUrl } from '../support/shopper';
import { signInAs } from '../support/session';

/** Console errors Chromium writes for anything the policy refused. */
function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const PUBLIC_ROUTES = ['', 'catalog', 'products/td-p-0001', 'cart', 'info', 'contact'];

test(
  'public routes render under the policy with no violation, and carry the headers',
  { tag: '@both' },
  async ({ page }) => {
    const violations = recordViolations(page);
    for (const route of PUBLIC_ROUTES) {
      const response = await page.goto(storeUrl('tienda-demo', route));
      const headers = response!.headers();
      expect(headers['content-security-policy']).toMatch(
        /script-src 'self' http:\/\/localhost:\d+;/,
      );
      expect(headers['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      await expectPageRendered(page);
    }
    await page.goto(storeUrl('tienda-demo', 'login'));
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await page.goto(ownHostUrl('servicios-demo', 'login'));
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    expect(violations).toEqual([]);
  },
);

test('the signed-in panel renders under the policy', async ({ page }) => {
  const violations = recordViolations(page);
  await signInAs(page, 'tienda-demo', { path: 'userpanel/profile' });
  await expectPageRendered(page);
  expect(violations).toEqual([]);
});

test('a page of another origin cannot frame the shopper’s profile', async ({ page }) => {
  // The attacker's site: a page on another loopback port that frames the storefront.
  const target = storeUrl('tienda-demo', 'userpanel/profile');
  const attacker = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Otro sitio</title><iframe src="${target}" title="tienda"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  try {
    const refused = page.waitForEvent('console', (message) =>
      /Framing .* violates the following Content Security Policy directive: "frame-ancestors 'self'"/.test(
        message.text(),
      ),
    );
    await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
    await refused;
    // Chromium shows its error page in the frame instead of the store.
    await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').getByRole('main')).toHaveCount(0);
  } finally {
    await new Promise((resolve) => attacker.close(resolve));
  }
});
