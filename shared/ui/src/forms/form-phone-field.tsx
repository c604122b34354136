// The field kit's phone field: the shared PhoneInput ("País" and "Teléfono", spec 000 §5 "Phone")
// bound to a schema form by name through react-hook-form's Controller. The form's schema judges
// the pair (give it the domain's `phoneRule(countries)` with the same list); PhoneInput shows the
// spec's message by its own timing (once the number was typed in or left, when no country is
// chosen) and after a submit.
import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import type { PhoneCountry } from '@storefront/domain';
import { PhoneInput, type PhoneValue } from './phone-input';

export interface FormPhoneFieldProps<V extends FieldValues> {
  form: UseFormReturn<V, unknown, unknown>;
  /** A `{ prefix, number }` field of the form. */
  name: FieldPathByValue<V, PhoneValue>;
  /** The country list; default: the domain's, loaded by PhoneInput on first render. */
  countries?: readonly PhoneCountry[];
  disabled?: boolean;
  /** Called when the number field is left, after the form has marked it touched (e.g. to save it). */
  onBlur?(): void;
}

export function FormPhoneField<V extends FieldValues>({
  form,
  name,
  countries,
  disabled,
  onBlur,
}: FormPhoneFieldProps<V>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, formState }) => (
        <PhoneInput
          name={field.name}
          value={field.value as PhoneValue}
          onChange={field.onChange}
          onBlur={() => {
            field.onBlur();
            onBlur?.();
          }}
          countries={countries}
          disabled={disabled ?? field.disabled}
          showError={formState.isSubmitted}
        />
      )}
    />
  );
}
