// payment-type (002 §4 "Payment type: 'recurring' ('Pago Automático', charged to a card; default)
// leads to card selection. 'single' ('Pago Manual', a payment link is emailed at each due payment)
// approves directly"): two radio options with what each means.
import { useState } from 'react';
import type { PaymentType } from '@storefront/domain';
import { Button, chakra, Stack, Text } from '@storefront/ui';
import { APPROVE_TEXTS as TEXTS } from './approve-texts';
import { ApproveFrame } from './approve-frame';

const OPTIONS: { type: PaymentType; label: string; help: string }[] = [
  { type: 'recurring', label: TEXTS.recurring, help: TEXTS.recurringHelp },
  { type: 'single', label: TEXTS.single, help: TEXTS.singleHelp },
];

export interface PaymentTypeViewProps {
  approving: boolean;
  /** 'recurring' → the card step; 'single' → approve. */
  onChoose(type: PaymentType): void;
  onBack(): void;
  focusTitle?: boolean;
}

export function PaymentTypeView({ approving, onChoose, onBack, focusTitle }: PaymentTypeViewProps) {
  const [type, setType] = useState<PaymentType>('recurring');
  return (
    <ApproveFrame title={TEXTS.paymentTypeTitle} focusTitle={focusTitle} onBack={onBack}>
      <chakra.fieldset border="0" p="0" m="0" minW="0">
        <chakra.legend fontWeight="semibold" mb="3">
          {TEXTS.paymentTypeLegend}
        </chakra.legend>
        <Stack gap="3">
          {OPTIONS.map((option) => {
            const checked = option.type === type;
            const labelId = `approve-type-${option.type}`;
            const helpId = `${labelId}-help`;
            return (
              <chakra.label
                key={option.type}
                display="flex"
                alignItems="flex-start"
                gap="3"
                borderWidth={checked ? '2px' : '1px'}
                borderColor={checked ? 'brand.solid' : 'border'}
                borderRadius="lg"
                px="4"
                py="3"
                cursor="pointer"
                _focusWithin={{
                  outline: '2px solid',
                  outlineColor: 'brand.solid',
                  outlineOffset: '2px',
                }}
              >
                <chakra.input
                  type="radio"
                  name="approve-payment-type"
                  value={option.type}
                  checked={checked}
                  onChange={() => setType(option.type)}
                  aria-labelledby={labelId}
                  aria-describedby={helpId}
                  mt="1"
                  accentColor="var(--chakra-colors-brand-solid)"
                />
                <Stack gap="1">
                  <Text id={labelId} fontWeight="semibold">
                    {option.label}
                  </Text>
                  <Text id={helpId} fontSize="sm" color="fg.muted">
                    {option.help}
                  </Text>
                </Stack>
              </chakra.label>
            );
          })}
        </Stack>
      </chakra.fieldset>
      <Button
        colorPalette="brand"
        size="lg"
        alignSelf={{ base: 'stretch', md: 'flex-start' }}
        onClick={() => onChoose(type)}
        loading={approving}
        loadingText={TEXTS.approving}
      >
        {type === 'recurring' ? TEXTS.continue : TEXTS.approve}
      </Button>
    </ApproveFrame>
  );
}
