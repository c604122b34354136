import { act, screen } from '@testing-library/react';
import { bus } from '@storefront/bus';
import { ANA, makeTenant } from '../test/fixtures';
import { renderShell } from '../test/render-shell';

/** The values of a CSS property in the rules that match an element (its generated classes). */
function ruleValues(element: Element, property: string): string[] {
  const found: string[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules);
      else if (rule instanceof CSSStyleRule && element.matches(rule.selectorText)) {
        const value = rule.style.getPropertyValue(property);
        if (value) found.push(value);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return found;
}

test('the page area fills the viewport under the navbar, so the footer starts below the fold', async () => {
  renderShell({ path: '/tienda-demo/info' });
  const main = await screen.findByRole('main');
  expect(ruleValues(main, 'min-height')).toContain('calc(100dvh - 64px)');
});

test("the navbar's height is the template's; without a navbar the page area is the viewport", async () => {
  const tenant = makeTenant();
  tenant.template = { ...tenant.template, navigation: { navbar: { height: 80 } } };
  renderShell({ path: '/tienda-demo/info', tenant });
  const main = await screen.findByRole('main');
  expect(ruleValues(main, 'min-height')).toContain('calc(100dvh - 80px)');
  act(() => bus.emit('navbar:visibility', { navbar: false, footer: true }));
  expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument();
  expect(ruleValues(screen.getByRole('main'), 'min-height')).toContain('calc(100dvh - 0px)');
});

// A guest whose name, last name and rut are known (the session gate stays out of it).
const guest = {
  ...ANA,
  lastName: 'Rojas',
  phone: '',
  phonePrefix: '',
  rut: '12345678-5',
  isGuest: true,
};

test('a route that hides the chrome (routes.json hidesChrome) never shows navbar or footer', async () => {
  // The remote never arrives: on screen is the shell's own loading view, under the route's
  // chrome. The payment screen (002 §2 "Navbar and footers are hidden") has none at all, from
  // its first render, so its page area never moves up (issue 15: no layout shift).
  const loading = () => new Promise<never>(() => {});
  const payment = renderShell({
    path: '/tienda-demo/single-payments/pr-1',
    session: { user: guest, isGuest: true },
    loadRoutes: loading,
  });
  expect(await screen.findByRole('status', { name: 'Cargando' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(ruleValues(screen.getByRole('main'), 'min-height')).toContain('calc(100dvh - 0px)');
  // The route wins over a screen that asks for them.
  act(() => bus.emit('navbar:visibility', { navbar: true, footer: true }));
  expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument();
  payment.unmount();
  // Any other route keeps both while it loads.
  renderShell({ path: '/tienda-demo/catalog', loadRoutes: loading });
  expect(await screen.findByRole('status', { name: 'Cargando' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});
