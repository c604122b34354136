import { subscriptionStatusView } from './status-view';

describe('subscriptionStatusView (001 §4 "Subscription statuses and labels")', () => {
  it('"pending (pending, scheduled payment; with trial days: pending, trial period)"', () => {
    expect(subscriptionStatusView({ status: 'pending', trialDays: 0 })).toEqual({
      label: 'Pendiente',
      tone: 'info',
      detail: 'Pago programado',
    });
    expect(subscriptionStatusView({ status: 'pending', trialDays: 7 }).detail).toBe(
      'Período de prueba',
    );
  });
  it('"failed attempt 1, 2 and 3 (retrying payment)"', () => {
    for (const n of [1, 2, 3])
      expect(subscriptionStatusView({ status: `failed attempt ${n}` })).toEqual({
        label: `Intento de pago fallido ${n}`,
        tone: 'warning',
        detail: 'Reintentando pago',
      });
  });
  it('"failed (suspended)", active, paused and the ended ones', () => {
    expect(subscriptionStatusView({ status: 'failed' })).toMatchObject({
      label: 'Suspendida',
      tone: 'danger',
    });
    expect(subscriptionStatusView({ status: 'active' })).toMatchObject({
      label: 'Activa',
      tone: 'success',
    });
    expect(subscriptionStatusView({ status: 'paused' }).label).toBe('Pausada');
    expect(subscriptionStatusView({ status: 'canceled' }).label).toBe('Cancelada');
    expect(subscriptionStatusView({ status: 'completed' }).label).toBe('Completada');
    expect(subscriptionStatusView({ status: 'no renewal' }).label).toBe('Sin renovación');
  });
  it('"awaiting response (action required; shown as in process when a card is assigned)"', () => {
    expect(subscriptionStatusView({ status: 'awaiting response', cardId: null }).label).toBe(
      'Acción requerida',
    );
    expect(subscriptionStatusView({ status: 'awaiting_response', cardId: 'card-1' }).label).toBe(
      'En proceso',
    );
  });
  it('an unknown status is shown as it came', () => {
    expect(subscriptionStatusView({ status: ' dormida ' })).toEqual({
      label: 'dormida',
      tone: 'neutral',
      detail: null,
    });
  });
});
