import { bestPromotion } from './best-promotion';

const promo = (
  name: string,
  priority: number,
  priceFrequency: string | null,
  createdAt: string,
) => ({
  name,
  priority,
  priceFrequency,
  createdAt,
  discount: { type: 'percentage' as const, value: 10 },
});

describe('bestPromotion (spec 000 §4 "highest-priority promotion for the frequency applies (priority, then createdAt)")', () => {
  const list = [
    promo('low', 1, 'monthly', '2025-03-01'),
    promo('high-old', 5, 'monthly', '2025-01-01'),
    promo('high-new', 5, 'monthly', '2025-02-01'),
    promo('weekly-top', 9, 'weekly', '2025-01-01'),
  ];

  it('only promotions for that frequency count', () =>
    expect(bestPromotion(list, 'weekly')?.name).toBe('weekly-top'));
  it('highest priority wins; equal priority → most recent createdAt', () =>
    expect(bestPromotion(list, 'monthly')?.name).toBe('high-new'));
  it('none for the frequency → null', () => {
    expect(bestPromotion(list, 'yearly')).toBeNull();
    expect(bestPromotion(undefined, 'monthly')).toBeNull();
  });
  it('a promotion without priceFrequency applies to all frequencies', () => {
    expect(bestPromotion([promo('any', 1, null, '2025-01-01')], 'yearly')?.name).toBe('any');
  });
});
