import { defaultRoute } from './default-route';

describe('defaultRoute (spec 000 §2 "Default route")', () => {
  it('"A configured default route if present"', () => {
    expect(defaultRoute({ defaultRoute: '/info', landing: { active: true } })).toBe('info');
    expect(defaultRoute({ defaultRoute: 'catalog' })).toBe('catalog');
  });
  it('"otherwise the landing page "/" if active"', () => expect(defaultRoute({ landing: { active: true }, catalog: { active: true } })).toBe('/'));
  it('"else catalog if active"', () => expect(defaultRoute({ landing: { active: false }, catalog: { active: true } })).toBe('catalog'));
  it('"else userpanel/cards"', () => {
    expect(defaultRoute({ landing: { active: false }, catalog: { active: false } })).toBe('userpanel/cards');
    expect(defaultRoute(undefined)).toBe('userpanel/cards');
    expect(defaultRoute({ defaultRoute: '  ' })).toBe('userpanel/cards');
  });
});
