// Test data shaped by the SDK's own schemas (so a fixture that drifts from the API fails here).
import * as v from 'valibot';
import { PolicySchema, StoreSchema, TemplateSchema, type NavOption } from '@storefront/sdk';
import type { Tenant } from '@storefront/state';

export const NAV_OPTIONS: NavOption[] = [
  { text: 'Inicio', linkUrl: '/', prefixIcon: 'home' },
  { text: 'Catálogo', linkUrl: '/catalog' },
  { text: 'Ayuda', linkUrl: '', dropdown: [{ text: 'Contacto', linkUrl: '/contact' }] },
  { text: 'Blog', linkUrl: 'ihttps://blog.example.cl' },
];

export function makeTenant(
  overrides: {
    store?: Record<string, unknown>;
    footerShow?: boolean;
    serviceType?: 'deliverable' | 'service';
    views?: Record<string, unknown>;
    prefix?: string;
  } = {},
): Tenant {
  const store = v.parse(StoreSchema, {
    _id: 'st-tienda-demo',
    name: 'tienda-demo',
    active: true,
    templateId: 'tpl-tienda-demo',
    storeUrl: 'https://tienda.example.cl',
    serviceType: overrides.serviceType ?? 'deliverable',
    content: {
      navigation: {
        navbar: {
          storeName: 'Tienda Demo',
          color: '#ffffff',
          textColor: '#222222',
          navOptionsDesktop: NAV_OPTIONS,
          navOptionsMobile: NAV_OPTIONS,
          alert: [{ text: 'Despacho gratis', type: 'info', height: 40 }],
        },
        footer: { show: overrides.footerShow ?? true, color: '#222222' },
      },
      views: overrides.views ?? {
        landing: { active: true },
        catalog: { active: true },
        cart: { active: true },
        info: { active: true },
        contact: { active: true },
      },
    },
    ...overrides.store,
  });
  const template = v.parse(TemplateSchema, {
    _id: 'tpl-tienda-demo',
    styles: { colors: { primary: '#6b21a8' }, texts: { fontFamily: 'Poppins' } },
    navigation: { navbar: { height: 64 } },
  });
  const policy = v.parse(PolicySchema, { storeId: 'st-tienda-demo' });
  const prefix = overrides.prefix ?? '/tienda-demo';
  return { store, template, policy, prefix, mode: prefix ? 'marketplace' : 'own-host' };
}

/** An unsigned JWT whose payload decodeToken reads. */
export function fakeJwt(claims: Record<string, unknown>): string {
  // UTF-8 bytes like a real JWT, so accented names (Pérez) decode as they would in production.
  const part = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  return `${part({ alg: 'none' })}.${part(claims)}.signature`;
}

export const ANA = { userId: 'u-ana', email: 'ana@demo.cl', name: 'Ana', isGuest: false };
