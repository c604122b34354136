// The company form (spec 001 §2, §5: "Company address and rut required only when the company
// policy says so"). Saved to the shopper's payer of this store (001 §7 "patch payer by id:
// company{rut, address}") when a field is left valid.
import type { CompanyErrors, RequiredCheckoutFields } from '@storefront/domain';
import { Field, Heading, Input, Stack, Text } from '@storefront/ui';
import { RutInput } from '@storefront/ui/forms';
import { CHECKOUT_TEXTS as TEXTS } from './checkout-texts';

export interface CompanyValues {
  rut: string;
  address: string;
}

export interface CompanySectionProps {
  required: RequiredCheckoutFields;
  values: CompanyValues;
  errors: CompanyErrors;
  showErrors: boolean;
  onChange(values: CompanyValues): void;
  onBlur(): void;
}

export function CompanySection({ required, values, errors, showErrors, onChange, onBlur }: CompanySectionProps) {
  if (!required.company.rut && !required.company.address) return null;
  return (
    <Stack as="section" aria-labelledby="checkout-company" gap="4">
      <Heading as="h2" id="checkout-company" size="md">
        {TEXTS.company}
      </Heading>
      {required.company.rut ? (
        <RutInput
          label={TEXTS.companyRut}
          value={values.rut}
          onChange={(rut) => onChange({ ...values, rut })}
          onBlur={onBlur}
          showError={showErrors}
        />
      ) : null}
      {required.company.address ? (
        <Field.Root invalid={showErrors && Boolean(errors.address)}>
          <Field.Label>{TEXTS.companyAddress}</Field.Label>
          <Input
            value={values.address}
            maxLength={200}
            autoComplete="street-address"
            onChange={(event) => onChange({ ...values, address: event.target.value })}
            onBlur={onBlur}
          />
          {showErrors && errors.address ? (
            <Text color="fg.error" fontSize="sm">
              {errors.address}
            </Text>
          ) : null}
        </Field.Root>
      ) : null}
    </Stack>
  );
}
