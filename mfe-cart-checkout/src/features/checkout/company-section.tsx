// The company form (spec 001 §2, §5: "Company address and rut required only when the company
// policy says so"): the fields of the checkout's company form (the domain's
// checkoutCompanyFormSchema). Saved to the shopper's payer of this store (001 §7 "patch payer by
// id: company{rut, address}") when a field is left valid.
import type { checkoutCompanyFormSchema, RequiredCheckoutFields } from '@storefront/domain';
import { Heading, Stack } from '@storefront/ui';
import { FormRutField, FormTextField, type SchemaForm } from '@storefront/ui/forms';
import { CHECKOUT_TEXTS as TEXTS } from './checkout-texts';

export interface CompanySectionProps {
  required: RequiredCheckoutFields;
  form: SchemaForm<ReturnType<typeof checkoutCompanyFormSchema>>;
  onBlur(): void;
}

export function CompanySection({ required, form, onBlur }: CompanySectionProps) {
  if (!required.company.rut && !required.company.address) return null;
  return (
    <Stack as="section" aria-labelledby="checkout-company" gap="4">
      <Heading as="h2" id="checkout-company" size="md">
        {TEXTS.company}
      </Heading>
      {required.company.rut ? (
        <FormRutField form={form} name="rut" label={TEXTS.companyRut} onBlur={onBlur} />
      ) : null}
      {required.company.address ? (
        <FormTextField
          form={form}
          name="address"
          label={TEXTS.companyAddress}
          maxLength={200}
          autoComplete="street-address"
          onBlur={onBlur}
        />
      ) : null}
    </Stack>
  );
}
