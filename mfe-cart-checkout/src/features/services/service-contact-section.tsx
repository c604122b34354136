// The user's data on the service checkout (002 §2 "Contact form"; §5 Name dialog rules, rut and
// phone by their inputs): name and last name, and rut and phone unless the policy excludes them.
// The fields of the checkout's schema form (serviceContactFormSchema).
import type { PhoneCountry, serviceContactFormSchema } from '@storefront/domain';
import { Heading, Stack } from '@storefront/ui';
import { FormPhoneField, FormRutField, FormTextField, type SchemaForm } from '@storefront/ui/forms';
import { SERVICE_CHECKOUT_TEXTS as TEXTS } from './service-texts';

export interface ServiceContactSectionProps {
  form: SchemaForm<ReturnType<typeof serviceContactFormSchema>>;
  fields: { rut: boolean; phone: boolean };
  optional: { name: boolean; lastName: boolean };
  /** The phone country list once loaded (the phone field loads its own until then). */
  countries?: readonly PhoneCountry[];
}

export function ServiceContactSection({
  form,
  fields,
  optional,
  countries,
}: ServiceContactSectionProps) {
  return (
    <Stack as="section" aria-labelledby="service-contact" gap="4">
      <Heading as="h2" id="service-contact" size="md">
        {TEXTS.contact}
      </Heading>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormTextField
          form={form}
          name="name"
          label={TEXTS.name}
          autoComplete="given-name"
          optional={optional.name}
        />
        <FormTextField
          form={form}
          name="lastName"
          label={TEXTS.lastName}
          autoComplete="family-name"
          optional={optional.lastName}
        />
      </Stack>
      {fields.rut ? <FormRutField form={form} name="rut" /> : null}
      {fields.phone ? <FormPhoneField form={form} name="phone" countries={countries} /> : null}
    </Stack>
  );
}
