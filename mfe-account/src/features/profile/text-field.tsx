// A labelled text field whose message shows once the field was changed or left (an empty field
// that was never touched stays quiet), linked to the input for screen readers.
import { useId, useState } from 'react';
import { Field, Input } from '@storefront/ui';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error: string | null;
  autoComplete?: string;
  disabled?: boolean;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  autoComplete,
  disabled,
}: TextFieldProps) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const shown = touched ? error : null;
  return (
    <Field.Root
      invalid={Boolean(shown)}
      disabled={disabled}
      ids={{ control: id, errorText: `${id}-error` }}
    >
      <Field.Label>{label}</Field.Label>
      <Input
        value={value}
        autoComplete={autoComplete}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(event) => {
          setTouched(true);
          onChange(event.target.value);
        }}
        onBlur={() => setTouched(true)}
      />
      {shown ? <Field.ErrorText>{shown}</Field.ErrorText> : null}
    </Field.Root>
  );
}
