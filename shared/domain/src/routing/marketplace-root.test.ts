import { MARKETPLACE_TEXTS, marketplaceListing } from './marketplace-root';

describe('002 §2 "A marketplace root route exists, titled as a marketplace"', () => {
  it('is titled as a marketplace', () => {
    expect(MARKETPLACE_TEXTS.title).toBe('Marketplace');
  });

  it('lists the servable stores by display name, each under its path prefix (000 §2)', () => {
    const listing = marketplaceListing([
      {
        name: 'tienda-demo',
        active: true,
        templateId: 'tpl-1',
        content: { navigation: { navbar: { storeName: 'Tienda Demo' } } },
      },
      {
        name: 'farmacia-demo',
        active: true,
        templateId: 'tpl-2',
        content: { navigation: { navbar: { storeName: 'Farmacia Demo' } } },
      },
      { name: 'cerrada', active: false, templateId: 'tpl-3' },
      { name: 'sin-plantilla', active: true, templateId: null },
      { name: 'café ñuñoa', active: true, templateId: 'tpl-4' },
    ]);
    expect(listing).toEqual([
      { name: 'café ñuñoa', displayName: 'café ñuñoa', path: '/caf%C3%A9%20%C3%B1u%C3%B1oa' },
      { name: 'farmacia-demo', displayName: 'Farmacia Demo', path: '/farmacia-demo' },
      { name: 'tienda-demo', displayName: 'Tienda Demo', path: '/tienda-demo' },
    ]);
  });
});
