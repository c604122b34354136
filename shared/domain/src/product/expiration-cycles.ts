// Spec 000 §5: "Number of periods is required for expirable non-single products. Expiration
// cycles default to 1 to 24, overridden by the policy's minimumCycles and maximumCycles; if only
// one option exists it is preselected."
export const DEFAULT_MINIMUM_CYCLES = 1;
export const DEFAULT_MAXIMUM_CYCLES = 24;

/** policy.subscriptionPolicy (the SDK's Policy fits). */
export interface CyclePolicy {
  minimumCycles?: number | null;
  maximumCycles?: number | null;
}

const usable = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

/**
 * The options of the "number of periods" picker. Missing, non-integer or < 1 limits fall back to
 * the defaults. A contradictory policy (minimum above maximum) yields the minimum alone (decision:
 * the minimum is the merchant's hard floor).
 */
export function expirationCycleOptions(policy?: CyclePolicy | null): number[] {
  const [minimum, maximum] = [policy?.minimumCycles, policy?.maximumCycles];
  const min = usable(minimum) ? minimum : DEFAULT_MINIMUM_CYCLES;
  const max = Math.max(min, usable(maximum) ? maximum : DEFAULT_MAXIMUM_CYCLES);
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** "if only one option exists it is preselected"; otherwise nothing is. */
export function defaultExpirationCycle(options: readonly number[]): number | null {
  return options.length === 1 ? options[0]! : null;
}

/** The picker is shown (and required) for expirable products bought on a non-single frequency. */
export function needsExpiration(product: { expirable?: boolean | null }, billingType: string | null | undefined): boolean {
  return product.expirable === true && !!billingType && billingType !== 'single';
}

/** A chosen cycle count is one of the options. */
export function isExpirationCycleValid(value: number | null | undefined, options: readonly number[]): boolean {
  return typeof value === 'number' && options.includes(value);
}

/** No text in the spec for a missing number of periods (000 §5 only says it is required). */
export const CYCLES_REQUIRED_TEXT = 'Debes seleccionar el número de periodos';

/** "Number of periods is required for expirable non-single products": the text while none is chosen. */
export function validateExpirationCycle(
  cycles: number | null | undefined,
  product: { expirable?: boolean | null },
  billingType: string | null | undefined,
): typeof CYCLES_REQUIRED_TEXT | null {
  return needsExpiration(product, billingType) && (cycles === null || cycles === undefined) ? CYCLES_REQUIRED_TEXT : null;
}
