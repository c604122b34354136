// A labelled input with its validation text shown once the field was left or the form submitted.
import { Field, Input, type InputProps } from '@storefront/ui';

export interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue(value: string): void;
  /** The rule's text for the current value (null = valid). */
  problem: string | null;
  /** Show the problem (after blur or a submit attempt). */
  showProblem: boolean;
  optional?: boolean;
}

export function TextField({
  label,
  value,
  onValue,
  problem,
  showProblem,
  optional,
  ...input
}: TextFieldProps) {
  const invalid = showProblem && Boolean(problem);
  return (
    <Field.Root invalid={invalid} required={!optional}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(e) => onValue(e.target.value)} {...input} />
      {invalid ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
    </Field.Root>
  );
}
