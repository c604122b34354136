import {
  cartNoticeOverlay,
  detectCartChanges,
  hasBlockingChanges,
  type CartLineLike,
} from './cart-changes';

const line = (
  productId: string,
  quantity: number,
  extra: Partial<CartLineLike> = {},
): CartLineLike => ({
  productId,
  name: `Producto ${productId}`,
  quantity,
  billingType: 'monthly',
  labels: [],
  ...extra,
});

describe('detectCartChanges (spec 000 §4 Cart)', () => {
  it('"Products that vanished count as removed"', () => {
    const changes = detectCartChanges([line('a', 1), line('b', 2)], [line('b', 2)]);
    expect(changes.removed.map((l) => l.productId)).toEqual(['a']);
    expect(changes.reduced).toEqual([]);
    expect(hasBlockingChanges(changes)).toBe(true);
  });

  it('"products whose quantity fell count as reduced (old and new quantity are kept)"', () => {
    const changes = detectCartChanges([line('a', 5)], [line('a', 2)]);
    expect(changes.reduced).toEqual([{ line: line('a', 2), oldQuantity: 5, newQuantity: 2 }]);
    expect(changes.removed).toEqual([]);
    expect(hasBlockingChanges(changes)).toBe(true);
  });

  it('"a newly added product counts as added", and a rise is no change; neither blocks', () => {
    const changes = detectCartChanges([line('a', 1)], [line('a', 3), line('b', 1)]);
    expect(changes.added.map((l) => l.productId)).toEqual(['b']);
    expect(changes.reduced).toEqual([]);
    expect(hasBlockingChanges(changes)).toBe(false);
  });

  it('"A product is removed by subscription when a product of the same family is already there"', () => {
    const changes = detectCartChanges(
      [line('basic', 1, { productFamilyId: 'plans' })],
      [line('premium', 1, { productFamilyId: 'plans' })],
    );
    expect(changes.removedBySubscription.map((l) => l.productId)).toEqual(['basic']);
    expect(changes.removed).toEqual([]);
    expect(changes.added.map((l) => l.productId)).toEqual(['premium']);
    expect(hasBlockingChanges(changes)).toBe(true);
  });

  it('matches lines by product, billing type and labels, not by line id', () => {
    const before = [
      line('a', 1, { labels: [{ name: 'Talla', value: 'M' }] }),
      line('a', 2, { billingType: 'single' }),
    ];
    const after = [
      line('a', 1, { labels: [{ name: 'Talla', value: 'L' }] }),
      line('a', 2, { billingType: 'single' }),
    ];
    const changes = detectCartChanges(before, after);
    expect(changes.removed).toHaveLength(1);
    expect(changes.removed[0]?.labels).toEqual([{ name: 'Talla', value: 'M' }]);
    expect(changes.added).toHaveLength(1);
  });

  it('adds up the quantities of lines with the same key', () => {
    const changes = detectCartChanges([line('a', 2), line('a', 2)], [line('a', 3)]);
    expect(changes.reduced).toEqual([{ line: line('a', 3), oldQuantity: 4, newQuantity: 3 }]);
  });

  it('an unchanged cart has no changes', () => {
    const cart = [line('a', 1), line('b', 2, { labels: [{ v: 1 }] })];
    const changes = detectCartChanges(
      cart,
      cart.map((l) => ({ ...l })),
    );
    expect(changes).toEqual({ removed: [], reduced: [], added: [], removedBySubscription: [] });
    expect(hasBlockingChanges(changes)).toBe(false);
  });
});

describe('cartNoticeOverlay (000 §2 "removed-products notice, reduced-quantity notice, cart-modified notice")', () => {
  it('products only gone (off sale or replaced by one of the same family): the removed-products texts', () => {
    expect(cartNoticeOverlay(detectCartChanges([line('a', 1), line('b', 1)], [line('b', 1)]))).toBe(
      'elementsRemoved',
    );
    expect(
      cartNoticeOverlay(
        detectCartChanges(
          [line('basic', 1, { productFamilyId: 'plans' })],
          [line('premium', 1, { productFamilyId: 'plans' })],
        ),
      ),
    ).toBe('elementsRemoved');
  });

  it('a quantity cut (alone or with removals): the cart-modified texts', () => {
    expect(cartNoticeOverlay(detectCartChanges([line('a', 5)], [line('a', 2)]))).toBe(
      'cartCatalogSafeCheck',
    );
    expect(
      cartNoticeOverlay(detectCartChanges([line('a', 5), line('b', 1)], [line('a', 2)])),
    ).toBe('cartCatalogSafeCheck');
  });
});
