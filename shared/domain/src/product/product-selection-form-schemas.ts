// The product selection form (spec 000 §5 "Product selection is valid when: all labels are chosen
// …, quantity is at least 1, a billing type is chosen, quantity is valid against stock, expiration
// and payday inputs are valid, and an expiration cycle is chosen when required"; 001 §5 Product
// dialog): each field checked by the rule the rest of the product uses, so its message is the
// spec's ("Debes especificar el tipo de producto", "Debes seleccionar una frecuencia", "Debes
// ingresar un monto", "La cantidad seleccionada no es válida o el producto no tiene stock
// suficiente", the base payday's texts) or the decided one (CYCLES_REQUIRED_TEXT, the amount's
// floor and unit). The number of periods and the amount depend on the frequency, so they are
// checked on the whole form and reported on their own field.
// Decided (unchanged from the hand-written form): the labels are required in edit mode too.
import * as v from 'valibot';
import { textRule } from '../forms/field-rule';
import { userPriceError, userPriceFloor, type UserPricedProduct } from '../pricing/user-price';
import { validateBasePayday, type BasePaydayContext } from './base-payday';
import { validateExpirationCycle } from './expiration-cycles';
import { labelsComplete, type LabelNode } from './label-tree';
import { parsePriceInput } from './price-input';
import { PRODUCT_MESSAGES } from './product-messages';
import { validateQuantity } from './quantity';

/** What the form holds: the answers as picked, the price as typed (a type: valibot's forward takes records). */
export type ProductSelectionFormValues = {
  /** Picked label names, question after question (label-tree.ts). */
  labels: string[];
  /** '' until a frequency is chosen. */
  billingType: string;
  /** Number of periods; null until chosen. */
  cycles: number | null;
  /** Base payday, 'YYYY-MM-DD' ('' until chosen). */
  payday: string;
  /** The user-defined price as typed ('12.345'; parsePriceInput reads it). */
  priceText: string;
  quantity: number;
};

export interface ProductSelectionFormProduct extends UserPricedProduct {
  labels?: readonly LabelNode[] | null;
  expirable?: boolean | null;
  priceDefinedByUser?: boolean | null;
  currency?: string | null;
}

export interface ProductSelectionFormRules {
  /** availableQuantity(product, inCart, { editMode }); null = unlimited. */
  available: number | null;
  /**
   * An item of a running subscription keeps its payday and number of periods (moved by pause and
   * resume): neither is asked nor required.
   */
  keepSchedule?: boolean;
  /** Present only when the policy offers a base payday (allowBasePayday): then it is required. */
  payday: BasePaydayContext | null;
}

/** A value checked by `validate` (null = valid, else the message). */
const judged = <T>(validate: (value: T) => string | null) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const message = dataset.typed ? validate(dataset.value) : null;
    if (message) addIssue({ message });
  });

/** The provider's rule for the shopper's amount (whole pesos, never below the floor). */
function amountError(
  product: ProductSelectionFormProduct,
  values: { billingType: string; priceText: string },
): string | null {
  if (!product.priceDefinedByUser) return null;
  return userPriceError(parsePriceInput(values.priceText), {
    floor: userPriceFloor(product, values.billingType),
    currency: product.currency,
  });
}

export function productSelectionFormSchema(
  product: ProductSelectionFormProduct,
  rules: ProductSelectionFormRules,
) {
  const payday = rules.keepSchedule ? null : rules.payday;
  return v.pipe(
    v.object({
      labels: v.pipe(
        v.array(v.string()),
        judged<string[]>((chosen) =>
          labelsComplete(product.labels ?? [], chosen) ? null : PRODUCT_MESSAGES.labels,
        ),
      ),
      billingType: v.pipe(v.string(), v.nonEmpty(PRODUCT_MESSAGES.frequency)),
      cycles: v.nullable(v.number()),
      payday: payday ? textRule((day) => validateBasePayday(day, payday)) : v.string(),
      priceText: v.string(),
      quantity: v.pipe(
        v.number(),
        judged<number>((quantity) => validateQuantity(quantity, rules.available)),
      ),
    }),
    v.forward(
      judged<ProductSelectionFormValues>(({ cycles, billingType }) =>
        rules.keepSchedule ? null : validateExpirationCycle(cycles, product, billingType),
      ),
      ['cycles'],
    ),
    v.forward(
      judged<ProductSelectionFormValues>((values) => amountError(product, values)),
      ['priceText'],
    ),
  );
}
