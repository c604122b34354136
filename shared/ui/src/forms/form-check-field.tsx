// The field kit's checkbox (terms acceptance): a native checkbox in its label, with the field's
// message under it. Checked against the schema as soon as it changes (the shopper sees at once
// why she cannot go on), not only once left.
import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';
import { Field } from '../fields';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

export interface FormCheckFieldProps<V extends FieldValues> {
  form: UseFormReturn<V, unknown, unknown>;
  name: FieldPath<V>;
  /** The label's text (may hold a link). */
  children: ReactNode;
}

export function FormCheckField<V extends FieldValues>({
  form,
  name,
  children,
}: FormCheckFieldProps<V>) {
  const message = form.getFieldState(name, form.formState).error?.message;
  const field = form.register(name, {
    onChange: () => void form.trigger(name),
  });
  return (
    <Field.Root invalid={Boolean(message)}>
      <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
        <chakra.input type="checkbox" {...field} w="4" h="4" accentColor="brand.solid" />
        <span>{children}</span>
      </chakra.label>
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
    </Field.Root>
  );
}
