import {
  daysLeftText,
  daysUntil,
  pendingPriceChanges,
  priceChangeFlags,
  priceChangePatches,
  priceChangeTone,
  subscriptionsToConfirm,
  type PriceChangeSubscriptionLike,
} from './price-change-notice';

const NOW = new Date('2025-03-10T15:00:00Z');

const subscription = (
  id: string,
  status: string,
  products: PriceChangeSubscriptionLike['products'],
): PriceChangeSubscriptionLike => ({ _id: id, status, currency: 'clp', products });

const coffee = {
  productId: 'p-coffee',
  name: 'Café 1 kg',
  price: 25990,
  priceChange: {
    newPrice: 27990,
    priceDeploymentAt: '2025-03-20T00:00:00Z',
    optIn: true,
    seen: false,
    userAction: false,
  },
};

describe('pendingPriceChanges (000 §4 "Per product: seen and userAction flags"; 001 §3 priceChange)', () => {
  it('lists each product with a price change the shopper has not acted on: name, old and new price, days left', () => {
    const items = pendingPriceChanges(
      [subscription('sub-1', 'active', [coffee, { productId: 'p-tea', name: 'Té', price: 3000 }])],
      NOW,
    );
    expect(items).toEqual([
      {
        subscriptionId: 'sub-1',
        productId: 'p-coffee',
        name: 'Café 1 kg',
        currency: 'clp',
        oldPrice: 25990,
        newPrice: 27990,
        optIn: true,
        daysLeft: 10,
      },
    ]);
  });

  it('"closed otherwise, they are marked seen with userAction false": such an item is shown again', () => {
    const seen = { ...coffee, priceChange: { ...coffee.priceChange, seen: true, userAction: false } };
    expect(pendingPriceChanges([subscription('sub-1', 'active', [seen])], NOW)).toHaveLength(1);
  });

  it('"after \'do not show again\' ... userAction true": such an item is not shown', () => {
    const done = { ...coffee, priceChange: { ...coffee.priceChange, seen: true, userAction: true } };
    expect(pendingPriceChanges([subscription('sub-1', 'active', [done])], NOW)).toEqual([]);
  });

  it('skips ended subscriptions (canceled, completed, no renewal): they are never charged again', () => {
    const subs = ['canceled', 'completed', 'no renewal'].map((status, i) =>
      subscription(`sub-${i}`, status, [coffee]),
    );
    expect(pendingPriceChanges(subs, NOW)).toEqual([]);
    expect(pendingPriceChanges([subscription('s', 'awaiting response', [coffee])], NOW)).toHaveLength(1);
  });
});

describe('daysUntil (001 §4 "The price change shows the remaining days until deployment"; 000 §9 "dates are UTC")', () => {
  it('counts whole UTC calendar days, 0 on the day and after it, null without a date', () => {
    expect(daysUntil('2025-03-20T00:00:00Z', NOW)).toBe(10);
    expect(daysUntil('2025-03-11T23:59:00Z', NOW)).toBe(1);
    expect(daysUntil('2025-03-10T23:00:00Z', NOW)).toBe(0);
    expect(daysUntil('2025-03-01T00:00:00Z', NOW)).toBe(0);
    expect(daysUntil(null, NOW)).toBeNull();
    expect(daysUntil('not a date', NOW)).toBeNull();
  });

  it('says it in words', () => {
    expect([0, 1, 10, null].map(daysLeftText)).toEqual(['hoy', 'mañana', 'en 10 días', null]);
  });
});

describe('priceChangeTone (000 §4 "The notice is red if any opt-in is false (confirmation required), else green")', () => {
  const items = (optIns: boolean[]) =>
    pendingPriceChanges(
      [
        subscription(
          'sub-1',
          'active',
          optIns.map((optIn, i) => ({
            ...coffee,
            productId: `p-${i}`,
            priceChange: { ...coffee.priceChange, optIn },
          })),
        ),
      ],
      NOW,
    );

  it('red (confirmation required) when any opt-in is false, naming the subscriptions to confirm', () => {
    expect(priceChangeTone(items([true, false]))).toBe('confirmation-required');
    expect(subscriptionsToConfirm(items([false, false]))).toEqual(['sub-1']);
  });

  it('green otherwise', () => {
    expect(priceChangeTone(items([true, true]))).toBe('informative');
    expect(subscriptionsToConfirm(items([true]))).toEqual([]);
  });
});

describe('priceChangeFlags (000 §4 "When the popup is closed ...")', () => {
  it('"after \'do not show again\', all are marked seen with userAction true"', () => {
    expect(priceChangeFlags(true)).toEqual({ seen: true, userAction: true });
  });

  it('"closed otherwise, they are marked seen with userAction false"', () => {
    expect(priceChangeFlags(false)).toEqual({ seen: true, userAction: false });
  });

  it('groups every listed item under its subscription, one patch each', () => {
    const items = pendingPriceChanges(
      [
        subscription('sub-1', 'active', [coffee, { ...coffee, productId: 'p-2' }]),
        subscription('sub-2', 'pending', [coffee]),
      ],
      NOW,
    );
    expect(priceChangePatches(items, true)).toEqual([
      {
        subscriptionId: 'sub-1',
        products: [
          { productId: 'p-coffee', priceChange: { seen: true, userAction: true } },
          { productId: 'p-2', priceChange: { seen: true, userAction: true } },
        ],
      },
      {
        subscriptionId: 'sub-2',
        products: [{ productId: 'p-coffee', priceChange: { seen: true, userAction: true } }],
      },
    ]);
  });
});
