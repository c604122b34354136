import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import { act, render, renderHook, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { apiAtom, useApi } from './api';
import { sessionAtom, useSession } from './session';
import { tenantAtom, useStorePath, useTenant, type Tenant } from './tenant';
import { aPolicy, aStore, aTemplate } from './testing/builders';

const tenant = (prefix: string): Tenant => ({
  store: aStore(),
  template: aTemplate({ _id: 'tpl-tienda-demo' }),
  policy: aPolicy(),
  prefix,
  mode: prefix ? 'marketplace' : 'own-host',
});

function wrapperWith(store = createStore()) {
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

function CartLink() {
  const storePath = useStorePath();
  return <a href={storePath('cart')}>Carro</a>;
}

describe('useApi', () => {
  it('throws a clear error when the shell has not set the client', () => {
    expect(() => renderHook(() => useApi(), { wrapper: wrapperWith() })).toThrow(/useApi\(\) found no API client/);
  });

  it('returns the client the shell set in the store', () => {
    const store = createStore();
    const api = createApi({ baseUrl: 'http://localhost:4000/v1', tokens: createMemoryTokenStore() });
    store.set(apiAtom, api);
    expect(renderHook(() => useApi(), { wrapper: wrapperWith(store) }).result.current).toBe(api);
  });
});

describe('useStorePath', () => {
  it('joins the marketplace prefix', () => {
    const store = createStore();
    store.set(tenantAtom, tenant('/tienda-demo'));
    render(<CartLink />, { wrapper: wrapperWith(store) });
    expect(screen.getByRole('link', { name: 'Carro' })).toHaveAttribute('href', '/tienda-demo/cart');
  });

  it('own host: no prefix', () => {
    const store = createStore();
    store.set(tenantAtom, tenant(''));
    render(<CartLink />, { wrapper: wrapperWith(store) });
    expect(screen.getByRole('link', { name: 'Carro' })).toHaveAttribute('href', '/cart');
  });

  it('follows tenant changes', () => {
    const store = createStore();
    store.set(tenantAtom, tenant('/tienda-demo'));
    const { result, rerender } = renderHook(() => useStorePath(), { wrapper: wrapperWith(store) });
    expect(result.current('/')).toBe('/tienda-demo');
    act(() => store.set(tenantAtom, tenant('/farmacia-demo')));
    rerender();
    expect(result.current('userpanel/cards')).toBe('/farmacia-demo/userpanel/cards');
  });
});

describe('useTenant and useSession', () => {
  it('useTenant throws before the tenant is loaded, returns it after', () => {
    expect(() => renderHook(() => useTenant(), { wrapper: wrapperWith() })).toThrow(/tenantAtom is null/);
    const store = createStore();
    store.set(tenantAtom, tenant('/tienda-demo'));
    expect(renderHook(() => useTenant(), { wrapper: wrapperWith(store) }).result.current.prefix).toBe('/tienda-demo');
  });

  it('useSession is null when logged out and follows the atom', () => {
    const store = createStore();
    const { result, rerender } = renderHook(() => useSession(), { wrapper: wrapperWith(store) });
    expect(result.current).toBeNull();
    const user = { userId: 'u-ana', email: 'ana@demo.cl', name: 'Ana', lastName: 'Pérez', phone: '', phonePrefix: '+56', rut: '', isGuest: false };
    act(() => store.set(sessionAtom, { user, isGuest: false }));
    rerender();
    expect(result.current?.user.email).toBe('ana@demo.cl');
  });
});

describe('atoms are page singletons', () => {
  it('a second copy of the module resolves to the same atoms', async () => {
    let copy: typeof import('./index') | undefined;
    await jest.isolateModulesAsync(async () => {
      copy = await import('./index');
    });
    expect(copy!.tenantAtom).toBe(tenantAtom);
    expect(copy!.apiAtom).toBe(apiAtom);
  });
});
