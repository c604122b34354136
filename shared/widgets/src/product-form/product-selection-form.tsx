// The product selection form (spec 000 §2, §5; 001 §5 Product dialog): label pickers, frequency,
// number of periods, base payday, user-defined price, quantity and the price. Shared by the
// catalogue (add to cart) and the subscription screens (edit a product): the caller says what the
// button does; the form validates and hands over the choice.
import { useId, useState } from 'react';
import {
  BASE_PAYDAY_HINT,
  chosenLabels,
  formatAmount,
  latestBasePayday,
  parsePriceInput,
  paydayYear,
  sanitizePriceInput,
  todayIso,
} from '@storefront/domain';
import type { AddProductBody, Product } from '@storefront/sdk';
import { Box, Button, chakra, HStack, Stack, Text } from '@storefront/ui';
import { Field, Input } from '@storefront/ui/fields';
import { useTenant } from '@storefront/state';
import { FrequencyRadios } from './frequency-radios';
import { LabelPickers } from './label-pickers';
import { QuantityStepper } from './quantity-stepper';
import { useHolidays } from './use-holidays';
import {
  useProductSelection,
  type SelectionField,
  type SelectionValues,
} from './use-product-selection';

/** What the shopper chose, in the shape the cart's addProduct takes. */
export type ProductChoice = AddProductBody['product'];

export interface ProductSelectionFormProps {
  product: Product;
  submitLabel: string;
  /** Acts on a valid choice; a returned text is shown as the form's error. */
  onSubmit(choice: ProductChoice): Promise<string | null | void>;
  /** Every press of the button, valid or not (analytics). */
  onAttempt?(): void;
  /** Units already in the cart (add mode). */
  inCart?: number;
  /**
   * Editing a line already bought: full stock, and the line's current values; `keepSchedule`
   * (a subscription item) leaves payday and periods out.
   */
  edit?: { initial: Partial<SelectionValues>; keepSchedule?: boolean };
}

export function ProductSelectionForm({
  product,
  submitLabel,
  onSubmit,
  onAttempt,
  inCart = 0,
  edit,
}: ProductSelectionFormProps) {
  const { store, policy } = useTenant();
  const deliverable = store.serviceType !== 'service';
  // The year whose holidays the payday needs: this one until she picks a day of another.
  const [paydayDraft, setPaydayDraft] = useState(edit?.initial.payday ?? todayIso());
  const holidays = useHolidays(
    paydayYear(paydayDraft),
    deliverable && policy.subscriptionPolicy?.allowBasePayday === true,
  );
  const selection = useProductSelection(product, {
    policy,
    deliverable,
    holidays,
    inCart,
    editMode: Boolean(edit),
    initial: edit?.initial,
    keepSchedule: edit?.keepSchedule === true,
  });
  const { values, set, shownError } = selection;
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const id = useId();
  const errorId = (field: SelectionField) => `${id}-${field}-error`;

  // Called with a valid choice only (the schema judged every field).
  const save = async (choice: SelectionValues) => {
    setSending(true);
    try {
      const error = await onSubmit({
        productId: product._id,
        quantity: choice.quantity,
        billingType: choice.billingType,
        // What addProduct takes as labels: the answers that fit the tree.
        labels: chosenLabels(product.labels ?? [], choice.labels),
        ...(selection.showCycles && choice.cycles !== null
          ? { expirationCycles: choice.cycles }
          : {}),
        ...(selection.showPayday && choice.payday ? { basePayday: choice.payday } : {}),
        ...(product.priceDefinedByUser ? { price: parsePriceInput(choice.priceText) } : {}),
      });
      if (error) setServerError(error);
    } finally {
      setSending(false);
    }
  };

  const errorText = (field: SelectionField) => {
    const text = shownError(field);
    return text ? (
      <Text id={errorId(field)} color="fg.error" fontSize="sm" mt="1">
        {text}
      </Text>
    ) : null;
  };

  return (
    <form
      noValidate
      aria-label="Elige tu producto"
      onSubmit={(event) => {
        setServerError(null);
        onAttempt?.();
        void selection.submit(save)(event);
      }}
    >
      <Stack gap="5">
        {(product.labels ?? []).length > 0 ? (
          <Box>
            <LabelPickers
              tree={product.labels ?? []}
              chosen={values.labels}
              invalid={Boolean(shownError('labels'))}
              errorId={errorId('labels')}
              onChange={set.labels}
            />
            {errorText('labels')}
          </Box>
        ) : null}

        <Box>
          <FrequencyRadios
            options={selection.frequencies}
            value={values.billingType}
            currency={product.currency}
            invalid={Boolean(shownError('frequency'))}
            errorId={errorId('frequency')}
            onChange={set.billingType}
          />
          {errorText('frequency')}
        </Box>

        {selection.showCycles ? (
          <Field.Root invalid={Boolean(shownError('cycles'))}>
            <Field.Label htmlFor={`${id}-cycles`}>Número de periodos</Field.Label>
            <chakra.select
              w="full"
              h="10"
              px="3"
              borderWidth="1px"
              borderRadius="md"
              bg="bg"
              id={`${id}-cycles`}
              value={values.cycles ?? ''}
              aria-describedby={shownError('cycles') ? errorId('cycles') : undefined}
              onChange={(event) =>
                set.cycles(event.target.value ? Number(event.target.value) : null)
              }
              onBlur={() => selection.touch('cycles')}
            >
              {selection.cycleOptions.length > 1 ? <option value="">Selecciona</option> : null}
              {selection.cycleOptions.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </chakra.select>
            {errorText('cycles')}
          </Field.Root>
        ) : null}

        {selection.showPayday ? (
          <Field.Root invalid={Boolean(shownError('payday'))}>
            <Field.Label>Fecha de pago</Field.Label>
            <Input
              type="date"
              value={values.payday}
              min={todayIso()}
              max={latestBasePayday(todayIso())}
              aria-describedby={
                [
                  deliverable ? `${id}-payday-hint` : '',
                  shownError('payday') ? errorId('payday') : '',
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              onChange={(event) => {
                set.payday(event.target.value);
                setPaydayDraft(event.target.value);
              }}
              onBlur={() => selection.touch('payday')}
            />
            {deliverable ? (
              <Field.HelperText id={`${id}-payday-hint`}>{BASE_PAYDAY_HINT}</Field.HelperText>
            ) : null}
            {errorText('payday')}
          </Field.Root>
        ) : null}

        {product.priceDefinedByUser ? (
          <Field.Root invalid={Boolean(shownError('amount'))}>
            <Field.Label>Monto</Field.Label>
            <Input
              inputMode="numeric"
              autoComplete="off"
              placeholder="0"
              value={values.priceText}
              aria-describedby={shownError('amount') ? errorId('amount') : undefined}
              onChange={(event) => {
                set.priceText(sanitizePriceInput(event.target.value));
              }}
              onBlur={() => selection.touch('amount')}
            />
            {errorText('amount')}
          </Field.Root>
        ) : null}

        {selection.quantifiable ? (
          <Box>
            <QuantityStepper
              value={values.quantity}
              max={selection.available}
              onChange={set.quantity}
            />
            {errorText('quantity')}
          </Box>
        ) : (
          errorText('quantity')
        )}

        {selection.total !== null ? (
          <Box aria-label="Precio" role="group">
            <Text fontSize="sm" color="fg.muted">
              Total
            </Text>
            <HStack gap="3" align="baseline">
              <Text fontSize="2xl" fontWeight="bold" data-testid="product-total">
                {formatAmount(selection.total, product.currency)}
              </Text>
              {selection.fullTotal !== null && selection.fullTotal > selection.total ? (
                <Text
                  as="s"
                  color="fg.muted"
                  aria-label={`Antes ${formatAmount(selection.fullTotal, product.currency)}`}
                >
                  {formatAmount(selection.fullTotal, product.currency)}
                </Text>
              ) : null}
            </HStack>
            {selection.promotion?.name ? (
              <Text fontSize="sm" color="green.700">
                {selection.promotion.name}
              </Text>
            ) : null}
          </Box>
        ) : null}

        {serverError ? (
          <Text role="alert" color="fg.error">
            {serverError}
          </Text>
        ) : null}

        <Button type="submit" colorPalette="brand" size="lg" loading={sending} w="full">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
