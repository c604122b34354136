// The user's data on the service checkout (002 §2 "Contact form"; §5 Name dialog rules, rut and
// phone by their inputs): name and last name, and rut and phone unless the policy excludes them.
import { useId } from 'react';
import type { ServiceContactErrors } from '@storefront/domain';
import { Field, Heading, Input, Stack } from '@storefront/ui';
import { PhoneInput, RutInput, type PhoneValue } from '@storefront/ui/forms';
import { SERVICE_CHECKOUT_TEXTS as TEXTS } from './service-texts';

export interface ServiceContactValues {
  name: string;
  lastName: string;
  rut: string;
  phone: PhoneValue;
}

export interface ServiceContactSectionProps {
  values: ServiceContactValues;
  errors: ServiceContactErrors;
  showErrors: boolean;
  fields: { rut: boolean; phone: boolean };
  onChange(values: ServiceContactValues): void;
}

export function ServiceContactSection({
  values,
  errors,
  showErrors,
  fields,
  onChange,
}: ServiceContactSectionProps) {
  return (
    <Stack as="section" aria-labelledby="service-contact" gap="4">
      <Heading as="h2" id="service-contact" size="md">
        {TEXTS.contact}
      </Heading>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <NameField
          label={TEXTS.name}
          value={values.name}
          error={showErrors ? errors.name : null}
          autoComplete="given-name"
          onChange={(name) => onChange({ ...values, name })}
        />
        <NameField
          label={TEXTS.lastName}
          value={values.lastName}
          error={showErrors ? errors.lastName : null}
          autoComplete="family-name"
          onChange={(lastName) => onChange({ ...values, lastName })}
        />
      </Stack>
      {fields.rut ? (
        <RutInput
          value={values.rut}
          onChange={(rut) => onChange({ ...values, rut })}
          showError={showErrors}
        />
      ) : null}
      {fields.phone ? (
        <PhoneInput
          value={values.phone}
          onChange={(phone) => onChange({ ...values, phone })}
          showError={showErrors}
        />
      ) : null}
    </Stack>
  );
}

function NameField(props: {
  label: string;
  value: string;
  error: string | null;
  autoComplete: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <Field.Root
      invalid={Boolean(props.error)}
      flex="1"
      ids={{ control: id, errorText: `${id}-error` }}
    >
      <Field.Label>{props.label}</Field.Label>
      <Input
        value={props.value}
        autoComplete={props.autoComplete}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error ? <Field.ErrorText>{props.error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
