import {
  paymentDescription,
  paymentNotAllowedText,
  paymentPaidText,
  paymentSubjectOf,
} from './payment-subject';

describe('what the payment screen pays (001 §2; 002 §2 "payment/{installmentId}", §3 Charge)', () => {
  it('an instalment is a subscription with a chargeId', () => {
    expect(paymentSubjectOf({ chargeId: 'ch-1' })).toBe('installment');
    expect(paymentSubjectOf({ chargeId: null })).toBe('subscription');
    expect(paymentSubjectOf({ chargeId: ' ' })).toBe('subscription');
  });

  it('001 §8 "El estado de la suscripción/cuota (status) no permite efectuar el pago..."', () => {
    expect(paymentNotAllowedText('subscription', 'paused')).toBe(
      'La transacción no se ha realizado. El estado de la suscripción (paused) no permite efectuar el pago...',
    );
    expect(paymentNotAllowedText('installment', 'canceled')).toBe(
      'La transacción no se ha realizado. El estado de la cuota (canceled) no permite efectuar el pago...',
    );
  });

  it('002 §4 "La suscripción se ha pagado exitosamente.", and the instalment\'s own', () => {
    expect(paymentPaidText('subscription')).toBe('La suscripción se ha pagado exitosamente.');
    expect(paymentPaidText('installment')).toBe('La cuota se ha pagado exitosamente.');
  });

  it('an instalment is described by its charge and place; a subscription by its lines', () => {
    const instalment = { chargeId: 'ch-1', installmentNumber: 2, products: [] };
    expect(
      paymentDescription(instalment, { name: 'Instalación de calefont', installments: 3 }),
    ).toBe('Instalación de calefont: cuota 2 de 3');
    expect(paymentDescription(instalment, null)).toBe('Cuota 2');
    expect(paymentDescription({ ...instalment, installmentNumber: null }, null)).toBe('Cuota');
    expect(
      paymentDescription({
        chargeId: null,
        products: [
          { name: 'Café en grano', quantity: 2 },
          { name: 'Filtro', quantity: 1 },
        ],
      }),
    ).toBe('2 × Café en grano, 1 × Filtro');
  });
});
