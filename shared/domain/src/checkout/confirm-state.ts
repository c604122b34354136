// Spec 001 §5 Checkout form: "Confirm is enabled only if: contact data valid, company data valid,
// the user has no card or has selected one, terms accepted, and (deliverable stores) the shipping
// price is loaded." Messages: 'Debes ingresar tus datos de contacto'; 'Debes ingresar tus datos de
// empresa'; 'Debes seleccionar una tarjeta'. §2 Checkout: terms "must be ticked before a first card
// is added". §5 Cards: "A card cannot be deselected when the policy requires a tokenized card".
// §4 Checkout: "Confirm with no saved card starts card registration".
import type { CheckoutPolicyInput } from './checkout-inputs';

export const CHECKOUT_MESSAGES = {
  contact: 'Debes ingresar tus datos de contacto',
  company: 'Debes ingresar tus datos de empresa',
  card: 'Debes seleccionar una tarjeta',
  // The checkout lists no text for these two; the spec's texts for the same conditions elsewhere
  // (001 §5 "Subscription edit save" and the terms view) are reused so a disabled button explains.
  terms: 'Debes aceptar los términos y condiciones',
  shipping: 'Espera a que cargue el despacho',
} as const;

export interface CheckoutConfirmInput {
  contactValid: boolean;
  companyValid: boolean;
  /** The shopper has at least one registered card. */
  hasCards: boolean;
  selectedCardId?: string | null;
  termsAccepted: boolean;
  /** store.serviceType === 'deliverable'. */
  deliverable: boolean;
  /** The shipping price answer has arrived (shippings/getPrice). */
  shippingLoaded: boolean;
}

export interface CheckoutConfirmState {
  enabled: boolean;
  /** Why it is disabled: the first failing condition. */
  message?: string;
}

/**
 * Precedence = the spec's own order of conditions, which is also the screen's top-to-bottom order
 * (contact form, company form, card picker with its terms box, summary with the shipping row): the
 * shopper is told about the first thing to fix, then the next.
 */
export function checkoutConfirmState(input: CheckoutConfirmInput): CheckoutConfirmState {
  const failing: [boolean, string][] = [
    [input.contactValid, CHECKOUT_MESSAGES.contact],
    [input.companyValid, CHECKOUT_MESSAGES.company],
    [!input.hasCards || Boolean(input.selectedCardId), CHECKOUT_MESSAGES.card],
    [input.termsAccepted, CHECKOUT_MESSAGES.terms],
    [!input.deliverable || input.shippingLoaded, CHECKOUT_MESSAGES.shipping],
  ];
  const first = failing.find(([ok]) => !ok);
  return first ? { enabled: false, message: first[1] } : { enabled: true };
}

/** What Confirmar does once enabled: no saved card → card registration; else process the cart. */
export function checkoutConfirmAction(hasCards: boolean): 'register-card' | 'process' {
  return hasCards ? 'process' : 'register-card';
}

/** "it must be ticked before a first card is added": adding a further card does not need it. */
export function canAddCard(input: { hasCards: boolean; termsAccepted: boolean }): boolean {
  return input.hasCards || input.termsAccepted;
}

export function canDeselectCard(policy: CheckoutPolicyInput | null | undefined): boolean {
  return policy?.paymentMethodsPolicy?.requireTokenized !== true;
}

/** A click on a card: selects it, or deselects the selected one when the policy allows. */
export function toggleCardSelection(
  selectedCardId: string | null | undefined,
  clickedCardId: string,
  policy: CheckoutPolicyInput | null | undefined,
): string | null {
  if (selectedCardId !== clickedCardId) return clickedCardId;
  return canDeselectCard(policy) ? null : clickedCardId;
}
