// The payment-methods block (spec 002 §2 "Payment-methods block"): title 'MEDIO DE PAGO', the
// methods as selectable cards (one radio group), the 'Pagar' button, or the empty state.
// Paying itself (intents, Khipu / Mercado Pago / Webpay Plus redirects) is a later issue: until
// then 'Pagar' stays disabled with a note.
import { useId } from 'react';
import type { PaymentMethodId, PaymentMethodInfo } from '@storefront/domain';
import { Box, Button, chakra, Heading, Stack, Text } from '@storefront/ui';
import { SINGLE_PAYMENT_TEXTS as T } from './single-payment-texts';

export interface PaymentMethodsBlockProps {
  methods: PaymentMethodInfo[];
  selected: PaymentMethodId | null;
  onSelect(id: PaymentMethodId): void;
}

export function PaymentMethodsBlock({ methods, selected, onSelect }: PaymentMethodsBlockProps) {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId}>
      <Heading as="h2" id={titleId} size="sm" letterSpacing="wider" color="fg.muted" mb="3">
        {T.methodsTitle}
      </Heading>
      {methods.length === 0 ? (
        <Text
          borderWidth="1px"
          borderStyle="dashed"
          borderRadius="lg"
          p="5"
          textAlign="center"
          color="fg.muted"
        >
          {T.noMethods}
        </Text>
      ) : (
        <Stack role="radiogroup" aria-labelledby={titleId} gap="3">
          {methods.map((method) => (
            <MethodCard
              key={method.id}
              method={method}
              checked={method.id === selected}
              onSelect={onSelect}
            />
          ))}
        </Stack>
      )}
      <Button
        colorPalette="brand"
        size="lg"
        w="full"
        mt="5"
        disabled
        aria-describedby={`${titleId}-pay-note`}
      >
        {T.pay}
      </Button>
      <Text id={`${titleId}-pay-note`} fontSize="sm" color="fg.muted" mt="2" textAlign="center">
        {T.payComingSoon}
      </Text>
    </Box>
  );
}

export function MethodCard({
  method,
  checked,
  onSelect,
}: {
  method: PaymentMethodInfo;
  checked: boolean;
  onSelect(id: PaymentMethodId): void;
}) {
  const id = useId();
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap="3"
      px="4"
      py="3"
      borderWidth="2px"
      borderRadius="lg"
      borderColor={checked ? 'brand.solid' : 'border'}
      bg={checked ? 'brand.subtle' : 'bg'}
      cursor="pointer"
      transition="border-color 0.15s, background 0.15s"
      _hover={{ borderColor: 'brand.solid' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <chakra.input
        type="radio"
        name="payment-method"
        value={method.id}
        checked={checked}
        onChange={() => onSelect(method.id)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        w="5"
        h="5"
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
      </Box>
    </chakra.label>
  );
}
