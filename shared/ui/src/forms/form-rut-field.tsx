// The field kit's rut field: the shared RutInput (cleans what is typed, spec 000 §5 "Rut") bound
// to a schema form by name through react-hook-form's Controller. The form's schema judges the
// field (give it the domain's rut rule, `rutRule()`); the message keeps RutInput's timing: quiet
// while the first rut is typed, shown once the field was left, once the rut is complete in form
// (a wrong check digit at once) or after a submit.
import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { RutInput } from './rut-input';

export interface FormRutFieldProps<V extends FieldValues> {
  form: UseFormReturn<V, unknown, unknown>;
  /** A string field of the form. */
  name: FieldPathByValue<V, string>;
  /** Default "Rut". */
  label?: string;
  id?: string;
  disabled?: boolean;
  readOnly?: boolean;
  /** The "{code}" example of RutInput's own messages; default the domain's RUT_EXAMPLE. */
  example?: string;
  /** Called when the field is left, after the form has marked it touched (e.g. to save it). */
  onBlur?(): void;
}

export function FormRutField<V extends FieldValues>({
  form,
  name,
  onBlur,
  ...input
}: FormRutFieldProps<V>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState, formState }) => {
        const shown = fieldState.isTouched || formState.isSubmitted;
        return (
          <RutInput
            {...input}
            ref={field.ref}
            name={field.name}
            value={field.value as string}
            onChange={field.onChange}
            onBlur={() => {
              field.onBlur();
              onBlur?.();
            }}
            disabled={input.disabled ?? field.disabled}
            error={shown ? fieldState.error?.message : undefined}
            showError={formState.isSubmitted}
          />
        );
      }}
    />
  );
}
