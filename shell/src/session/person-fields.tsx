// Nombre, Apellido and Rut as the user-info page and the data-confirmation dialog ask them
// (spec 000 §5): names required unless the store marks them optional ("Este campo es
// obligatorio"), rut through the shared RutInput. A name's error shows once it was edited or left,
// or with `showErrors`.
import { useState } from 'react';
import { Field, Input, Stack } from '@storefront/ui';
import { RutInput } from '@storefront/ui/forms';
import { validatePersonName, validateRut } from '@storefront/domain';

export type PersonField = 'name' | 'lastName' | 'rut';
export type PersonValues = Record<PersonField, string>;
export interface OptionalNames {
  name?: boolean | null;
  lastName?: boolean | null;
}

const LABELS: Record<PersonField, string> = { name: 'Nombre', lastName: 'Apellido', rut: 'Rut' };

export function personFieldError(
  field: PersonField,
  value: string,
  optional: OptionalNames,
): string | null {
  if (field === 'rut') return validateRut(value);
  return validatePersonName(value, { optional: Boolean(optional[field]) });
}

export function personFieldsValid(
  fields: readonly PersonField[],
  values: PersonValues,
  optional: OptionalNames,
): boolean {
  return fields.every((field) => personFieldError(field, values[field], optional) === null);
}

export function PersonFields({
  fields,
  values,
  onChange,
  optional,
  showErrors = false,
}: {
  fields: readonly PersonField[];
  values: PersonValues;
  onChange(field: PersonField, value: string): void;
  optional: OptionalNames;
  showErrors?: boolean;
}) {
  const [touched, setTouched] = useState<Partial<Record<PersonField, boolean>>>({});
  return (
    <Stack gap="4">
      {fields.map((field) => {
        if (field === 'rut')
          return (
            <RutInput
              key={field}
              name="rut"
              value={values.rut}
              onChange={(v) => onChange('rut', v)}
              showError={showErrors}
            />
          );
        const error =
          touched[field] || showErrors ? personFieldError(field, values[field], optional) : null;
        return (
          <Field.Root key={field} invalid={Boolean(error)} required={!optional[field]}>
            <Field.Label>{LABELS[field]}</Field.Label>
            <Input
              name={field}
              autoComplete={field === 'name' ? 'given-name' : 'family-name'}
              value={values[field]}
              onChange={(event) => {
                setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
                onChange(field, event.target.value);
              }}
              onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
            />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
        );
      })}
    </Stack>
  );
}
