// The selection form of a product (spec 000 §2, §5): label pickers, frequency, number of periods,
// base payday, user-defined price, quantity, the price, and "Agregar al carrito".
import { useId, useState } from 'react';
import { bus } from '@storefront/bus';
import { formatAmount, paydayYear, sanitizePriceInput } from '@storefront/domain';
import type { AddProductResult, Product } from '@storefront/sdk';
import { Box, Button, chakra, Field, HStack, Input, Stack, Text } from '@storefront/ui';
import { useApi, useCartSnapshot, useTenant } from '@storefront/state';
import { addToCartErrorText } from './add-to-cart-error';
import { trackAddToCart } from './analytics';
import { FrequencyRadios } from './frequency-radios';
import { LabelPickers } from './label-pickers';
import { QuantityStepper } from './quantity-stepper';
import { useCartQuantity } from './use-cart-quantity';
import { useHolidays } from './use-holidays';
import { useProductSelection, type SelectionField } from './use-product-selection';

export const ADD_TO_CART_TEXT = 'Agregar al carrito';

export interface ProductFormProps {
  product: Product;
  /** After a successful add (the bus event is already sent). */
  onAdded(result: AddProductResult): void;
}

export function ProductForm({ product, onAdded }: ProductFormProps) {
  const api = useApi();
  const { store, policy } = useTenant();
  const deliverable = store.serviceType !== 'service';
  const { inCart, refresh, owner } = useCartQuantity(store._id, product._id);
  const [paydayDraft, setPaydayDraft] = useState('');
  const holidays = useHolidays(
    paydayYear(paydayDraft),
    store._id,
    deliverable && policy.subscriptionPolicy?.allowBasePayday === true,
  );
  const selection = useProductSelection(product, { policy, deliverable, holidays, inCart });
  const { values, set, shownError } = selection;
  const [, keepSnapshot] = useCartSnapshot();
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const id = useId();
  const errorId = (field: SelectionField) => `${id}-${field}-error`;

  const add = async () => {
    selection.submit();
    setServerError(null);
    trackAddToCart(product);
    if (!selection.valid || !values.billingType) return;
    setSending(true);
    try {
      const result = await api.carts.addProduct({
        ...owner,
        product: {
          productId: product._id,
          quantity: values.quantity,
          billingType: values.billingType,
          labels: selection.chosenLabels,
          ...(selection.showCycles && values.cycles !== null
            ? { expirationCycles: values.cycles }
            : {}),
          ...(selection.showPayday && values.payday ? { basePayday: values.payday } : {}),
          ...(selection.userPrice !== undefined ? { price: selection.userPrice } : {}),
        },
      });
      bus.emit('cart:changed', { totalLength: result.cart.totalLength });
      // The cart the add answers with is the cart the shopper now knows (change detection baseline).
      keepSnapshot({ storeId: store._id, products: result.cart.products });
      refresh();
      onAdded(result);
    } catch (error) {
      setServerError(addToCartErrorText(error));
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
        event.preventDefault();
        void add();
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
              aria-describedby={shownError('payday') ? errorId('payday') : undefined}
              onChange={(event) => {
                set.payday(event.target.value);
                setPaydayDraft(event.target.value);
              }}
              onBlur={() => selection.touch('payday')}
            />
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
          {ADD_TO_CART_TEXT}
        </Button>
      </Stack>
    </form>
  );
}
