// EMAIL_INPUT (spec 000 §4 Login flows, §5): the e-mail field, "Continuar" disabled until the
// address is valid; the `email` query value prefills it.
import { useState, type FormEvent } from 'react';
import { Button, chakra, Stack } from '@storefront/ui';
import { validateEmail } from '@storefront/domain';
import { FormAlert, StepHeading } from './login-ui';
import { TextField } from './text-field';

export function EmailStep({
  initialEmail,
  error,
  onSubmit,
}: {
  initialEmail: string;
  /** The failure of the last e-mail check, if any. */
  error: string | null;
  onSubmit(email: string): Promise<void>;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(Boolean(initialEmail));
  const [sending, setSending] = useState(false);
  const problem = validateEmail(email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || sending) return;
    setSending(true);
    try {
      await onSubmit(email.trim());
    } finally {
      setSending(false);
    }
  };

  return (
    <chakra.form onSubmit={submit} noValidate w="full">
      <Stack gap="5">
        <StepHeading>Iniciar sesión</StepHeading>
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          value={email}
          onValue={setEmail}
          onBlur={() => setTouched(true)}
          problem={problem}
          showProblem={touched}
        />
        <FormAlert>{error}</FormAlert>
        <Button type="submit" colorPalette="brand" disabled={Boolean(problem)} loading={sending}>
          Continuar
        </Button>
      </Stack>
    </chakra.form>
  );
}
