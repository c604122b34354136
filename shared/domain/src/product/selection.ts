// Spec 000 §5: "Product selection is valid when: all labels are chosen (not required in edit
// mode), quantity is at least 1, a billing type is chosen, quantity is valid against stock,
// expiration and payday inputs are valid, and an expiration cycle is chosen when required."
import { validateBasePayday, type BasePaydayContext } from './base-payday';
import { expirationCycleOptions, isExpirationCycleValid, needsExpiration } from './expiration-cycles';
import { frequencyOptions, type PricedProduct } from './frequency-options';
import { labelsComplete, type LabelNode } from './label-tree';
import { PRODUCT_MESSAGES, type ProductMessage } from './product-messages';
import { isQuantityValid } from './quantity';

export interface ProductSelection {
  /** Picked label names (see label-tree.ts). */
  labels?: readonly string[] | null;
  billingType?: string | null;
  quantity: number;
  /** parsePriceInput of the price field (user-defined prices). */
  userPrice?: number | null;
  expirationCycles?: number | null;
  /** 'YYYY-MM-DD'. */
  basePayday?: string | null;
}

export interface SelectableProduct extends PricedProduct {
  labels?: readonly LabelNode[] | null;
  priceDefinedByUser?: boolean | null;
  expirable?: boolean | null;
}

export interface SelectionContext {
  editMode?: boolean;
  /** availableQuantity(product, inCart, { editMode }); null = unlimited. */
  available: number | null;
  /** expirationCycleOptions(policy.subscriptionPolicy); checked when the product needs expiration (default 1..24). */
  cycleOptions?: readonly number[];
  /** Present only when the policy allows a base payday (allowBasePayday): then it is required. */
  payday?: BasePaydayContext | null;
}

/** The spec's product messages that apply, in the order the form reads (labels, frequency, amount, quantity). */
export function productSelectionErrors(selection: ProductSelection, product: SelectableProduct, context: SelectionContext): ProductMessage[] {
  const errors: ProductMessage[] = [];
  if (!context.editMode && !labelsComplete(product.labels, selection.labels ?? [])) errors.push(PRODUCT_MESSAGES.labels);
  const offered = frequencyOptions(product).some((option) => option.billingType === selection.billingType);
  if (!offered) errors.push(PRODUCT_MESSAGES.frequency);
  if (product.priceDefinedByUser && !(selection.userPrice && selection.userPrice > 0)) errors.push(PRODUCT_MESSAGES.amount);
  if (!isQuantityValid(selection.quantity, context.available)) errors.push(PRODUCT_MESSAGES.quantity);
  return errors;
}

/** All of §5: the messages above plus the expiration cycle (when required) and the base payday (when offered). */
export function isProductSelectionValid(selection: ProductSelection, product: SelectableProduct, context: SelectionContext): boolean {
  if (productSelectionErrors(selection, product, context).length > 0) return false;
  if (needsExpiration(product, selection.billingType) && !isExpirationCycleValid(selection.expirationCycles, context.cycleOptions ?? expirationCycleOptions())) {
    return false;
  }
  if (context.payday && validateBasePayday(selection.basePayday, context.payday) !== null) return false;
  return true;
}
