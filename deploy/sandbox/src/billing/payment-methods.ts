// The payment methods a checkout or a subscription edit stores (spec 001 §7 "paymentMethods (name
// Webpay Oneclick, priority 1, options.issuerFees)"), checked the same way in both: §5 "With
// instalments (issuer fees) the selected card must be Credit", capped by the store's
// paymentMethodsPolicy.issuerFees.maxValue.
import { badRequest } from '../http/errors';

/** Spec 001 §9 "Instalment options 3, 6, 9, 12, 24" (0 or 1: none). */
export const ISSUER_FEES = [0, 1, 3, 6, 9, 12, 24] as const;

export interface PaymentMethodInput {
  name: string;
  priority?: number;
  options?: { issuerFees?: number | null } | null;
}

export const PAYMENT_METHODS_SCHEMA = {
  type: ['array', 'null'],
  maxItems: 4,
  items: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', enum: ['Webpay Oneclick'] },
      priority: { type: 'integer', minimum: 1, maximum: 10 },
      options: {
        type: ['object', 'null'],
        properties: { issuerFees: { type: ['integer', 'null'], enum: [...ISSUER_FEES, null] } },
      },
    },
  },
} as const;

/** What is stored when none is sent (001 §9 "Webpay Oneclick (tokenized, default, priority 1)"). */
export const DEFAULT_PAYMENT_METHODS = [
  { name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 0 } },
];

/** The methods as stored (priority 1 and no instalments by default); refuses what §5 forbids. */
export function checkedPaymentMethods(
  input: PaymentMethodInput[] | null | undefined,
  cardType: string | null | undefined,
  policy: { paymentMethodsPolicy?: { issuerFees?: { maxValue?: number } } },
) {
  const methods = (input ?? []).map((method) => ({
    name: method.name,
    priority: method.priority ?? 1,
    options: { issuerFees: method.options?.issuerFees ?? 0 },
  }));
  const issuerFees = Math.max(0, ...methods.map((method) => method.options.issuerFees));
  if (issuerFees > 1) {
    if (cardType !== 'Credit')
      throw badRequest('Instalments need a Credit card', {
        'paymentMethods.options.issuerFees': 'card is not Credit',
      });
    const max = policy.paymentMethodsPolicy?.issuerFees?.maxValue ?? 0;
    if (issuerFees > max)
      throw badRequest('Instalments above the store’s maximum', {
        'paymentMethods.options.issuerFees': `at most ${max}`,
      });
  }
  return methods;
}
