// The payment screen pays a subscription or an instalment of a charge (001 §2 "payment/{subscriptionId}";
// 002 §2 "payment/{installmentId} (pay a single installment)"; 002 §3 a charge's "subscriptions (the
// installments)"): an instalment is a subscription with a chargeId. What changes is the words: 001 §8
// writes "El estado de la suscripción/cuota (status) no permite efectuar el pago...", one or the other.

export type PaymentSubject = 'subscription' | 'installment';

export function paymentSubjectOf(subscription: { chargeId?: string | null }): PaymentSubject {
  return subscription.chargeId?.trim() ? 'installment' : 'subscription';
}

const NOUN: Record<PaymentSubject, string> = { subscription: 'suscripción', installment: 'cuota' };

/** 001 §8 "Payment not allowed by status", with the noun of what is paid. */
export function paymentNotAllowedText(subject: PaymentSubject, status: string): string {
  return `La transacción no se ha realizado. El estado de la ${NOUN[subject]} (${status}) no permite efectuar el pago...`;
}

/** The success of a payment on the screen (002 §4 "La suscripción se ha pagado exitosamente."). */
export function paymentPaidText(subject: PaymentSubject): string {
  return subject === 'installment'
    ? 'La cuota se ha pagado exitosamente.'
    : 'La suscripción se ha pagado exitosamente.';
}

interface DescribedSubscription {
  chargeId?: string | null;
  installmentNumber?: number | null;
  products: readonly { name: string; quantity: number }[];
}

/**
 * The description at the left of the payment screen (001 §2 "amount, currency, description";
 * 001 §3 "Charge: description"): an instalment names its charge and its place ("Instalación de
 * calefont: cuota 2 de 3"); a subscription lists what it pays for ("2 × Café en grano, 1 × Filtro").
 */
export function paymentDescription(
  subscription: DescribedSubscription,
  charge?: { name: string; installments: number } | null,
): string {
  if (paymentSubjectOf(subscription) === 'installment') {
    const number = subscription.installmentNumber;
    const place = number ? `cuota ${number}${charge ? ` de ${charge.installments}` : ''}` : 'cuota';
    return charge ? `${charge.name}: ${place}` : place.charAt(0).toUpperCase() + place.slice(1);
  }
  return subscription.products.map((line) => `${line.quantity} × ${line.name}`).join(', ');
}
