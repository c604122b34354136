// The rut field (spec 000 §5 "Rut"): what the shopper types is cleaned at once with the domain's
// cleanRut (digits, K and the hyphen, uppercase, at most 10, hyphen after 8) and checked with
// validateRut. Controlled: works with plain state or react-hook-form's Controller (`{...field}`).
import { forwardRef, useId, useState, type FocusEvent } from 'react';
import { Field, Input } from '../fields';
import { cleanRut, isRutFormatValid, validateRut } from '@storefront/domain';

export interface RutInputProps {
  value: string;
  /** Receives the cleaned value. */
  onChange(value: string): void;
  onBlur?(event: FocusEvent<HTMLInputElement>): void;
  name?: string;
  id?: string;
  /** Default "Rut". */
  label?: string;
  /** An error from outside (e.g. the server's); shown instead of the rut rules' message. */
  error?: string | null;
  /** Show the message before the field was left (e.g. after a submit attempt). */
  showError?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** The "{code}" example of the messages; default the domain's RUT_EXAMPLE. */
  example?: string;
}

/** null when `value` is a valid rut, else the spec's message. */
export const rutError = (value: string, example?: string): string | null =>
  validateRut(value, example);

export const RutInput = forwardRef<HTMLInputElement, RutInputProps>(function RutInput(
  {
    value,
    onChange,
    onBlur,
    name,
    id,
    label = 'Rut',
    error,
    showError,
    disabled,
    readOnly,
    example,
  },
  ref,
) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const [touched, setTouched] = useState(false);
  const ruleError = validateRut(value, example);
  // Quiet while the first rut is being typed; loud once left, forced, or complete in form
  // (a wrong check digit shows as soon as the last character is in).
  const visible = touched || showError || isRutFormatValid(value);
  const message = error ?? (visible ? ruleError : null);
  return (
    <Field.Root
      invalid={Boolean(message)}
      disabled={disabled}
      readOnly={readOnly}
      ids={{ control: controlId, errorText: errorId }}
    >
      <Field.Label>{label}</Field.Label>
      <Input
        ref={ref}
        name={name}
        value={value}
        inputMode="text"
        autoComplete="off"
        // Chakra links the message with aria-errormessage only; describedby reaches every reader.
        aria-describedby={message ? errorId : undefined}
        placeholder="12345678-5"
        onChange={(event) => onChange(cleanRut(event.target.value))}
        onBlur={(event) => {
          setTouched(true);
          onBlur?.(event);
        }}
      />
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
    </Field.Root>
  );
});
