// The verification code field (spec 000 §5): digits only, at most 6; a paste keeps the first 6
// digits. One input (one label, one paste target, autofill of one-time codes on phones).
import { Field, Input } from '@storefront/ui/fields';
import { OTP_LENGTH, sanitizeCodeInput } from '@storefront/domain';

export function CodeInput({
  value,
  onValue,
  disabled,
}: {
  value: string;
  onValue(code: string): void;
  disabled?: boolean;
}) {
  return (
    <Field.Root>
      <Field.Label>Código de verificación</Field.Label>
      <Input
        value={value}
        onChange={(e) => onValue(sanitizeCodeInput(e.target.value))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        placeholder={'0'.repeat(OTP_LENGTH)}
        disabled={disabled}
        textAlign="center"
        fontSize="xl"
        letterSpacing="0.5em"
      />
    </Field.Root>
  );
}
