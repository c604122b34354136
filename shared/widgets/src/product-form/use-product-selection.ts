// The shopper's choices on a product (spec 000 §5 product selection) and the validation text of
// each field. A field's text shows once it was touched or once the shopper tried to add.
import { useMemo, useState } from 'react';
import {
  availableQuantity,
  expirationCycleOptions,
  frequencyOptions,
  chosenLabels,
  labelsComplete,
  needsExpiration,
  parsePriceInput,
  PRODUCT_MESSAGES,
  todayIso,
  productLine,
  validateBasePayday,
  validateQuantity,
  userPriceError,
  userPriceFloor,
} from '@storefront/domain';
import type { Policy, Product } from '@storefront/sdk';

/** No text in the spec for a missing number of periods (000 §5 only says it is required). */
export const CYCLES_REQUIRED_TEXT = 'Debes seleccionar el número de periodos';

export type SelectionField = 'labels' | 'frequency' | 'cycles' | 'payday' | 'amount' | 'quantity';

export interface SelectionContext {
  policy: Policy;
  deliverable: boolean;
  holidays: readonly string[];
  /** Units already in the cart (add mode): the quantity is capped at stock minus these. */
  inCart: number;
  /** Editing a line already bought (001 §5: "in edit mode the full stock"). */
  editMode?: boolean;
  /** The line's current choices, when editing. */
  initial?: Partial<SelectionValues>;
  /**
   * Editing an item of a running subscription: its payday and number of periods are the
   * subscription's (moved by pause and resume), so the form neither offers nor requires them.
   */
  keepSchedule?: boolean;
}

export interface SelectionValues {
  labels: string[];
  billingType: string;
  cycles: number | null;
  payday: string;
  priceText: string;
  quantity: number;
}

export function useProductSelection(product: Product, context: SelectionContext) {
  const frequencies = useMemo(() => frequencyOptions(product), [product]);
  const cycleOptions = useMemo(
    () => expirationCycleOptions(context.policy.subscriptionPolicy),
    [context.policy.subscriptionPolicy],
  );
  const initial = context.initial ?? {};
  const [labels, setLabels] = useState<string[]>(initial.labels ?? []);
  const [billingType, setBillingType] = useState<string>(
    initial.billingType ?? (frequencies.length === 1 ? frequencies[0]!.billingType : ''),
  );
  const [cycles, setCycles] = useState<number | null>(
    initial.cycles ?? (cycleOptions.length === 1 ? cycleOptions[0]! : null),
  );
  const [payday, setPayday] = useState(initial.payday ?? '');
  const [priceText, setPriceText] = useState(initial.priceText ?? '');
  const [quantity, setQuantity] = useState(initial.quantity ?? 1);
  const [touched, setTouched] = useState<ReadonlySet<SelectionField>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  const quantifiable = product.quantifiable !== false && !product.priceDefinedByUser;
  const available = availableQuantity(product, context.inCart, {
    editMode: context.editMode === true,
  });
  const showCycles =
    !context.keepSchedule && Boolean(billingType) && needsExpiration(product, billingType);
  // Spec 000 §5: "Base payday is only offered when the policy allows it (allowBasePayday)", for any
  // frequency: a single purchase is a subscription of type single with a payday too (001 §3).
  const showPayday =
    !context.keepSchedule && context.policy.subscriptionPolicy?.allowBasePayday === true;
  const userPrice = product.priceDefinedByUser ? parsePriceInput(priceText) : undefined;

  const errors: Partial<Record<SelectionField, string>> = {};
  if (!labelsComplete(product.labels ?? [], labels)) errors.labels = PRODUCT_MESSAGES.labels;
  if (!billingType) errors.frequency = PRODUCT_MESSAGES.frequency;
  if (showCycles && cycles === null) errors.cycles = CYCLES_REQUIRED_TEXT;
  if (showPayday) {
    const payError = validateBasePayday(payday, {
      today: todayIso(),
      deliverable: context.deliverable,
      holidays: context.holidays,
    });
    if (payError) errors.payday = payError;
  }
  // The provider's own rule for the shopper's amount (whole pesos, never below the floor).
  if (product.priceDefinedByUser) {
    const amountError = userPriceError(userPrice, {
      floor: userPriceFloor(product, billingType ?? ''),
      currency: product.currency,
    });
    if (amountError) errors.amount = amountError;
  }
  const quantityError = validateQuantity(quantity, available);
  if (quantityError) errors.quantity = quantityError;

  const shownError = (field: SelectionField) =>
    submitted || touched.has(field) ? errors[field] : undefined;
  const touch = (field: SelectionField) =>
    setTouched((all) => (all.has(field) ? all : new Set(all).add(field)));

  // The price engine's line: what the cart line and the charge will be.
  const line = billingType
    ? productLine(product, billingType, {
        quantity,
        ...(userPrice === undefined ? {} : { userPrice }),
      })
    : null;
  const total = line ? line.total : null;
  // The price before the promotion and the quantity discount, shown struck through when higher.
  const fullTotal = line ? line.fullPrice : null;

  return {
    frequencies,
    cycleOptions,
    quantifiable,
    available,
    showCycles,
    showPayday,
    /** What addProduct sends as labels: the answers that fit the tree. */
    chosenLabels: chosenLabels(product.labels ?? [], labels),
    values: { labels, billingType, cycles, payday, priceText, quantity },
    set: {
      labels: (next: string[]) => (setLabels(next), touch('labels')),
      billingType: (next: string) => (setBillingType(next), touch('frequency')),
      cycles: (next: number | null) => (setCycles(next), touch('cycles')),
      payday: (next: string) => (setPayday(next), touch('payday')),
      priceText: (next: string) => (setPriceText(next), touch('amount')),
      quantity: (next: number) => (setQuantity(next), touch('quantity')),
    },
    touch,
    errors,
    shownError,
    valid: Object.keys(errors).length === 0,
    submit: () => setSubmitted(true),
    userPrice,
    promotion: line?.promotion ?? null,
    total,
    fullTotal,
  };
}
