import { ORDER_STATUSES, orderStatusLabel, orderStatusTone } from './order-status';

describe('order status labels (002 §4 "delivered (Entregado), pending (Pendiente), paused (Pausado), canceled (Cancelado)")', () => {
  it('each status in Spanish', () => {
    expect(ORDER_STATUSES.map(orderStatusLabel)).toEqual([
      'Entregado',
      'Pendiente',
      'Pausado',
      'Cancelado',
    ]);
  });
  it('whatever the case or spacing the provider sends', () => {
    expect(orderStatusLabel(' Delivered ')).toBe('Entregado');
    expect(orderStatusLabel('CANCELED')).toBe('Cancelado');
  });
  it('a status the spec does not name is shown as it came, never blank', () => {
    expect(orderStatusLabel('returned')).toBe('returned');
    expect(orderStatusLabel(null)).toBe('');
  });
});

describe('order status tone (colour only, beside the label)', () => {
  it('delivered success, pending warning, paused neutral, canceled danger; unknown neutral', () => {
    expect([...ORDER_STATUSES, 'returned'].map(orderStatusTone)).toEqual([
      'success',
      'warning',
      'neutral',
      'danger',
      'neutral',
    ]);
  });
});
