// Which start-up path a page takes (issue 15): hydrate only a server render that is really there.
import { makeTenant } from '../test/fixtures';
import type { BootData } from './boot-data';
import { hasServerRender } from './boot';

const boot = (ssr?: BootData['ssr']): BootData => ({
  config: {} as BootData['config'],
  remotes: { remotes: [] },
  tenant: makeTenant(),
  manifests: {},
  ...(ssr ? { ssr } : {}),
});

function root(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

test('boot data with `ssr` and the server’s HTML in #root → hydrate', () => {
  expect(hasServerRender(boot({ data: {}, remote: 'mfe_catalog' }), root('<main>x</main>'))).toBe(
    true,
  );
});

test('no `ssr` (fallback, ?ssr=0, a signed-in route), an empty #root or no boot data → createRoot', () => {
  expect(hasServerRender(boot(), root('<main>x</main>'))).toBe(false);
  expect(hasServerRender(boot({ data: {}, remote: null }), root(''))).toBe(false);
  expect(hasServerRender(boot({ data: {}, remote: null }), root('  \n'))).toBe(false);
  expect(hasServerRender(null, root('<main>x</main>'))).toBe(false);
});
