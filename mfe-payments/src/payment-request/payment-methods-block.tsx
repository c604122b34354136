// The payment-methods block (spec 002 §2 "Payment-methods block", §5): title 'MEDIO DE PAGO', the
// methods as selectable cards (one radio group; a pending intent disables all but its own), the
// pay button ('Pagar' or 'Continuar con {método}') with the pending intent's countdown, a notice
// of the last attempt, or the empty state. The intent lifecycle itself is use-intent-flow.ts. Its
// title, method cards (with their logos) and empty state are also the subscription methods panel's
// (payment-methods-panel.tsx).
import { useId, type ReactNode } from 'react';
import type { PaymentMethodId, PaymentMethodInfo } from '@storefront/domain';
import { Box, Button, chakra, Heading, Stack, Text } from '@storefront/ui';
import { PaymentLogos } from './payment-logos';
import { SINGLE_PAYMENT_TEXTS as T } from './single-payment-texts';

export interface PaymentMethodsBlockProps {
  methods: PaymentMethodInfo[];
  selected: PaymentMethodId | null;
  onSelect(id: PaymentMethodId): void;
  isDisabled?(id: PaymentMethodId): boolean;
  payLabel: string;
  onPay(): void;
  /** Creating the intent or the provider payment (the page is about to be left). */
  paying?: boolean;
  /** Loading the pending intent: nothing may be chosen or paid yet. */
  busy?: boolean;
  /** The pending intent's countdown line. */
  countdown?: string | null;
  /** The outcome of the last attempt (an alert above the button). */
  notice?: ReactNode;
}

/** A method card's box; its skeleton (payment-methods-skeleton.tsx) has the same, so one size. */
export const METHOD_CARD_BOX = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '4',
  py: '3',
  borderWidth: '2px',
  borderRadius: 'lg',
} as const;

export const METHOD_RADIO_SIZE = '5';

/** The empty state's box ('No hay métodos de pago disponibles.'), the same on every payment screen. */
export const NO_METHODS_BOX = {
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderRadius: 'lg',
  p: '5',
  textAlign: 'center',
} as const;

/** The pay button's size and place; its skeleton takes the same height (Chakra's lg is h 11). */
export const PAY_BUTTON = { size: 'lg', w: 'full', mt: '5' } as const;
export const PAY_BUTTON_HEIGHT = '11';

export function MethodsTitle({ id }: { id?: string }) {
  return (
    <Heading as="h2" id={id} size="sm" letterSpacing="wider" color="fg.muted" mb="3">
      {T.methodsTitle}
    </Heading>
  );
}

export function PaymentMethodsBlock({
  methods,
  selected,
  onSelect,
  isDisabled = () => false,
  payLabel,
  onPay,
  paying = false,
  busy = false,
  countdown = null,
  notice = null,
}: PaymentMethodsBlockProps) {
  const titleId = useId();
  const countdownId = `${titleId}-countdown`;
  return (
    // aria-busy while the pending intent loads: the cards and the button are not choosable yet.
    <Box as="section" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <MethodsTitle id={titleId} />
      {methods.length === 0 ? (
        <Text {...NO_METHODS_BOX} color="fg.muted">
          {T.noMethods}
        </Text>
      ) : (
        <Stack role="radiogroup" aria-labelledby={titleId} gap="3">
          {methods.map((method) => (
            <MethodCard
              key={method.id}
              method={method}
              checked={method.id === selected}
              disabled={busy || paying || isDisabled(method.id)}
              onSelect={onSelect}
            />
          ))}
        </Stack>
      )}
      {notice ? <Box mt="5">{notice}</Box> : null}
      {methods.length > 0 ? (
        <>
          <Button
            colorPalette="brand"
            {...PAY_BUTTON}
            disabled={busy || !selected}
            loading={paying}
            onClick={onPay}
            aria-describedby={countdown ? countdownId : undefined}
          >
            {payLabel}
          </Button>
          {countdown ? (
            <Text id={countdownId} fontSize="sm" color="fg.muted" mt="2" textAlign="center">
              {countdown}
            </Text>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}

export function MethodCard({
  method,
  checked,
  disabled = false,
  onSelect,
}: {
  method: PaymentMethodInfo;
  checked: boolean;
  /** 002 §5 "A pending intent disables all methods other than its own." */
  disabled?: boolean;
  onSelect(id: PaymentMethodId): void;
}) {
  const id = useId();
  return (
    <chakra.label
      {...METHOD_CARD_BOX}
      borderColor={checked ? 'brand.solid' : 'border'}
      bg={checked ? 'brand.subtle' : 'bg'}
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled && !checked ? 0.6 : 1}
      transition="border-color 0.15s, background 0.15s"
      _hover={disabled ? undefined : { borderColor: 'brand.solid' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <chakra.input
        type="radio"
        name="payment-method"
        value={method.id}
        checked={checked}
        disabled={disabled}
        onChange={() => onSelect(method.id)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description ${id}-logos`}
        w={METHOD_RADIO_SIZE}
        h={METHOD_RADIO_SIZE}
        flexShrink={0}
        css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
      />
      <Box>
        <Text id={`${id}-title`} fontWeight="semibold">
          {method.title}
        </Text>
        <Text id={`${id}-description`} fontSize="sm" color="fg.muted">
          {method.description}
        </Text>
        <PaymentLogos method={method.id} id={`${id}-logos`} />
      </Box>
    </chakra.label>
  );
}
