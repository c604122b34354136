// The field kit's text field: label, input and the field's message, bound to a schema form by
// name. The message comes from the form's schema (the spec's text), shown by the form's rule, and
// is the input's description (Chakra links it with aria-errormessage only; describedby reaches
// every reader).
import { useId } from 'react';
import type { InputProps } from '@chakra-ui/react';
import { Field, Input } from '../fields';
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
  /** Called when the field is left (e.g. to save it). */
  onBlur?(): void;
}

export function FormTextField<V extends FieldValues>({
  form,
  name,
  label,
  optional,
  deps,
  onBlur,
  ...input
}: FormTextFieldProps<V>) {
  const generatedId = useId();
  const id = input.id ?? generatedId;
  const errorId = `${id}-error`;
  const message = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field.Root
      invalid={Boolean(message)}
      required={!optional}
      ids={{ control: id, errorText: errorId }}
    >
      <Field.Label>{label}</Field.Label>
      <Input
        {...input}
        aria-describedby={message ? errorId : input['aria-describedby']}
        {...form.register(name, { deps, onBlur: onBlur && (() => onBlur()) })}
      />
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
    </Field.Root>
  );
}
