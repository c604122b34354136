// Spec 001 §5 Address: "Must be selected: 'Debes seleccionar una dirección'. Description must
// contain a street number: 'La dirección debe tener un número'. Commune (administrative level 3)
// must be among deliverableCommunes when that list is non-empty: 'La dirección ingresada no está
// dentro de la cobertura'."
import { foldText } from '../text/fold-text';
import type { CheckoutAddress } from './checkout-inputs';

export const ADDRESS_MESSAGES = {
  required: 'Debes seleccionar una dirección',
  number: 'La dirección debe tener un número',
  coverage: 'La dirección ingresada no está dentro de la cobertura',
} as const;

const hasDigit = (text: string) => /\d/.test(text);

/**
 * The address's own number decides when it has one (saved addresses; the places details stage,
 * which leaves it empty when the typed text had none). Only an address without a number field
 * (a bare places prediction) is judged by its description's street part, before the first comma,
 * so "Av. Providencia, Providencia 7500000" (a postal code) does not count as numbered.
 */
export function hasStreetNumber(address: CheckoutAddress): boolean {
  if (address.number !== undefined && address.number !== null)
    return hasDigit(String(address.number));
  const street = (address.description ?? '').split(',')[0] ?? '';
  return hasDigit(street);
}

/**
 * "when that list is non-empty": an empty or missing list covers every commune. Names are compared
 * folded (accents, case and spacing ignored) because the policy list is typed by the merchant
 * ("Nunoa") and the commune comes from the places provider or the profile ("Ñuñoa"): a byte
 * comparison would refuse a covered address over an accent. No two Chilean communes differ only
 * by accents or case.
 */
export function isCommuneCovered(
  commune: string | null | undefined,
  deliverableCommunes: readonly string[] | null | undefined,
): boolean {
  const list = deliverableCommunes ?? [];
  if (list.length === 0) return true;
  const wanted = foldText(commune);
  return wanted !== '' && list.some((listed) => foldText(listed) === wanted);
}

/** null when the address passes; else the first failing rule's text, in the spec's order. */
export function addressError(
  address: CheckoutAddress | null | undefined,
  deliverableCommunes: readonly string[] | null | undefined,
): string | null {
  if (!address) return ADDRESS_MESSAGES.required;
  if (!hasStreetNumber(address)) return ADDRESS_MESSAGES.number;
  if (!isCommuneCovered(address.commune, deliverableCommunes)) return ADDRESS_MESSAGES.coverage;
  return null;
}
