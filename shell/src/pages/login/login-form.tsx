// Minimal e-mail + password form (the full login flows come in a later issue). Texts and rules
// from spec 000 §5 and §8: the button stays disabled until the form is valid.
import { useState, type FormEvent } from 'react';
import { Button, chakra, Field, Input, Stack, Text } from '@storefront/ui';

export const LOGIN_FAILED =
  "ⓘ No has podido iniciar sesión. Vuelve a intentarlo o haz click en '¿Olvidaste tu contraseña?' para restablecerla.";
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | null {
  if (!email.trim()) return 'Debes ingresar un correo';
  return EMAIL_PATTERN.test(email.trim()) ? null : 'El correo no es válido';
}

export function LoginForm({
  onSubmit,
}: {
  onSubmit(credentials: { email: string; password: string }): Promise<void>;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const emailProblem = emailError(email);
  const passwordProblem = password ? null : 'Este campo es obligatorio';
  const valid = !emailProblem && !passwordProblem;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    setFailed(false);
    try {
      await onSubmit({ email: email.trim(), password });
    } catch {
      setFailed(true);
      setSending(false);
    }
  };

  return (
    <chakra.form onSubmit={submit} noValidate w="full">
      <Stack gap="5">
        <Field.Root invalid={touched.email && Boolean(emailProblem)} required>
          <Field.Label>Correo electrónico</Field.Label>
          <Input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, email: true }))}
          />
          {touched.email && emailProblem ? <Field.ErrorText>{emailProblem}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={touched.password && Boolean(passwordProblem)} required>
          <Field.Label>Contraseña</Field.Label>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          />
          {touched.password && passwordProblem ? (
            <Field.ErrorText>{passwordProblem}</Field.ErrorText>
          ) : null}
        </Field.Root>
        {failed ? (
          <Text role="alert" color="brand.error" fontSize="sm">
            {LOGIN_FAILED}
          </Text>
        ) : null}
        <Button type="submit" colorPalette="brand" disabled={!valid} loading={sending}>
          Iniciar sesión
        </Button>
      </Stack>
    </chakra.form>
  );
}
