// The shopper's choices on a product (spec 000 §5 product selection) as a schema form: the
// domain's productSelectionFormSchema judges every field, with the spec's texts. A field's text
// shows once it was touched (changed or left) or once the shopper tried to add, and then follows
// every change, of the field, of the frequency it depends on, or of the context (the holidays
// arriving, what is already in the cart). The fields are pickers set by value (setValue), so the
// form's mode plays no part: each change re-judges the fields whose text may show.
import { useCallback, useEffect, useMemo } from 'react';
import {
  availableQuantity,
  expirationCycleOptions,
  firstBasePayday,
  frequencyOptions,
  needsExpiration,
  parsePriceInput,
  productSelectionFormSchema,
  todayIso,
  productLine,
  type ProductSelectionFormValues,
} from '@storefront/domain';
import type { Policy, Product } from '@storefront/sdk';
import { useSchemaForm } from '@storefront/ui/forms';

export type SelectionField = 'labels' | 'frequency' | 'cycles' | 'payday' | 'amount' | 'quantity';

export type SelectionValues = ProductSelectionFormValues;

/** The form value behind each field (the ids name the field as the shopper sees it). */
const VALUE_OF = {
  labels: 'labels',
  frequency: 'billingType',
  cycles: 'cycles',
  payday: 'payday',
  amount: 'priceText',
  quantity: 'quantity',
} as const satisfies Record<SelectionField, keyof SelectionValues>;
const VALUE_NAMES = Object.values(VALUE_OF);

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

export function useProductSelection(product: Product, context: SelectionContext) {
  const frequencies = useMemo(() => frequencyOptions(product), [product]);
  const cycleOptions = useMemo(
    () => expirationCycleOptions(context.policy.subscriptionPolicy),
    [context.policy.subscriptionPolicy],
  );
  const keepSchedule = context.keepSchedule === true;
  const available = availableQuantity(product, context.inCart, {
    editMode: context.editMode === true,
  });
  // Spec 000 §5: "Base payday is only offered when the policy allows it (allowBasePayday)", for any
  // frequency: a single purchase is a subscription of type single with a payday too (001 §3).
  const showPayday = !keepSchedule && context.policy.subscriptionPolicy?.allowBasePayday === true;
  const today = todayIso();
  const { deliverable, holidays } = context;
  const schema = useMemo(
    () =>
      productSelectionFormSchema(product, {
        available,
        keepSchedule,
        payday: showPayday ? { today, deliverable, holidays } : null,
      }),
    [product, available, keepSchedule, showPayday, today, deliverable, holidays],
  );
  const initial = context.initial ?? {};
  // The field starts on the first day it accepts (issue 39), not empty.
  const firstPayday = showPayday ? firstBasePayday({ today, deliverable, holidays }) : '';
  const form = useSchemaForm(schema, {
    defaultValues: {
      labels: initial.labels ?? [],
      billingType:
        initial.billingType ?? (frequencies.length === 1 ? frequencies[0]!.billingType : ''),
      cycles: initial.cycles ?? (cycleOptions.length === 1 ? cycleOptions[0]! : null),
      payday: initial.payday ?? firstPayday,
      priceText: initial.priceText ?? '',
      quantity: initial.quantity ?? 1,
    },
  });
  const values = form.watch();
  const submitted = form.formState.isSubmitted;

  /** Judges again every field whose text may show: the touched ones, or all once submitted. */
  const judge = useCallback(() => {
    const names = submitted
      ? undefined
      : VALUE_NAMES.filter((name) => form.getFieldState(name).isTouched);
    if (!names || names.length > 0) void form.trigger(names);
  }, [form, submitted]);
  // A new context (the year's holidays, the cart's units, today) may change a text on show.
  useEffect(() => judge(), [schema, judge]);
  // The holidays arrive after the form started: a default she did not touch moves past them.
  const keepPayday = initial.payday !== undefined;
  useEffect(() => {
    if (keepPayday || !firstPayday || form.getFieldState('payday').isTouched) return;
    if (form.getValues('payday') !== firstPayday) form.setValue('payday', firstPayday);
  }, [firstPayday, keepPayday, form]);
  const touched = { shouldTouch: true, shouldDirty: true } as const;
  const set = {
    labels: (next: string[]) => (form.setValue('labels', next, touched), judge()),
    billingType: (next: string) => (form.setValue('billingType', next, touched), judge()),
    cycles: (next: number | null) => (form.setValue('cycles', next, touched), judge()),
    payday: (next: string) => (form.setValue('payday', next, touched), judge()),
    priceText: (next: string) => (form.setValue('priceText', next, touched), judge()),
    quantity: (next: number) => (form.setValue('quantity', next, touched), judge()),
  };
  /** A field left: its text shows from now on. */
  const touch = (field: SelectionField) =>
    void form.trigger(VALUE_OF[field], { shouldTouch: true });
  const shownError = (field: SelectionField): string | undefined =>
    form.getFieldState(VALUE_OF[field], form.formState).error?.message;

  const quantifiable = product.quantifiable !== false && !product.priceDefinedByUser;
  const { billingType, priceText, quantity } = values;
  const showCycles = !keepSchedule && needsExpiration(product, billingType);
  const userPrice = product.priceDefinedByUser ? parsePriceInput(priceText) : undefined;

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
    values,
    set,
    touch,
    shownError,
    /** The form's submit handler: every text shows; `save` gets a valid choice. */
    submit: (save: (values: SelectionValues) => Promise<void>) => form.handleSubmit(save),
    promotion: line?.promotion ?? null,
    total,
    fullTotal,
  };
}
