// The field kit's text field: label, input and the field's message, bound to a schema form by
// name. The message comes from the form's schema (the spec's text), shown by the form's rule.
import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

export interface FormTextFieldProps<V extends FieldValues> extends Omit<
  InputProps,
  'name' | 'form' | 'value' | 'onChange' | 'onBlur'
> {
  form: UseFormReturn<V, unknown, unknown>;
  name: FieldPath<V>;
  label: string;
  /** Not required by the form (no required mark). */
  optional?: boolean;
  /** Fields checked again when this one changes (a repeated password follows the password). */
  deps?: FieldPath<V>[];
}

export function FormTextField<V extends FieldValues>({
  form,
  name,
  label,
  optional,
  deps,
  ...input
}: FormTextFieldProps<V>) {
  const message = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field.Root invalid={Boolean(message)} required={!optional}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} {...form.register(name, { deps })} />
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
    </Field.Root>
  );
}
