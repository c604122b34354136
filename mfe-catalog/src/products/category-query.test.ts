import { landingProductQuery, parseCategoryQuery } from './category-query';

describe('parseCategoryQuery', () => {
  it('reads "categories=Frutas" as a list', () => {
    expect(parseCategoryQuery('categories=Frutas')).toEqual({ categories: ['Frutas'] });
  });
  it('comma lists, a leading "?" or "&", encoded names, other keys as text', () => {
    expect(
      parseCategoryQuery('?categories=Frutas,Verduras%20de%20hoja&brands=Sol&search=miel'),
    ).toEqual({
      categories: ['Frutas', 'Verduras de hoja'],
      brands: ['Sol'],
      search: 'miel',
    });
  });
  it('cannot override the fixed landing params', () => {
    expect(
      parseCategoryQuery('storeId=other&limit=5&sort=-name&page=9&active=false&categories=Pan'),
    ).toEqual({ categories: ['Pan'] });
  });
  it('empty or missing fragments give no params', () => {
    expect(parseCategoryQuery('')).toEqual({});
    expect(parseCategoryQuery(undefined)).toEqual({});
  });
});

test('landingProductQuery: category query plus storeId, active, sort=defaultPrice, limit 100 (spec 000 §7)', () => {
  expect(landingProductQuery('st-1', 'categories=Frutas', 2)).toEqual({
    categories: ['Frutas'],
    storeId: 'st-1',
    active: true,
    sort: 'defaultPrice',
    limit: 100,
    page: 2,
  });
});
