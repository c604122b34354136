// "¿Olvidaste tu contraseña?" (spec 000 §4 Password recovery, §7 auth/recoverPassword): mails a
// link to {store base URL}/recover/{token}. The answer never says whether the account exists.
import { useEffect, useState } from 'react';
import { Button, chakra, Stack, Text } from '@storefront/ui';
import { FormTextField, useSchemaForm } from '@storefront/ui/forms';
import { emailFormSchema, LOGIN_TEXTS, RECOVER_SENT_TEXT } from '@storefront/domain';
import { useApi, useTenant } from '@storefront/state';
import { failureText } from './failure-text';
import { BackButton, FormAlert, StepHeading } from './login-ui';

/** The store's base URL as the sandbox checks it: this origin plus the store prefix. */
export function storeBaseUrl(prefix: string): string {
  return `${window.location.origin}${prefix}`;
}

export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack(): void;
}) {
  const api = useApi();
  const { store, prefix } = useTenant();
  const form = useSchemaForm(emailFormSchema, { defaultValues: { email: initialEmail } });
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (initialEmail) void form.trigger('email');
  }, [form, initialEmail]);

  const submit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await api.auth.recoverPassword({
        email: email.trim(),
        storeId: store._id,
        origin: storeBaseUrl(prefix),
      });
      setSent(true);
    } catch (caught) {
      setError(failureText(caught, LOGIN_TEXTS.registrationFailed));
    }
  });

  return (
    <chakra.form onSubmit={submit} noValidate w="full">
      <Stack gap="4">
        <StepHeading>Recupera tu contraseña</StepHeading>
        {sent ? (
          <Text role="status">{RECOVER_SENT_TEXT}</Text>
        ) : (
          <>
            <FormTextField
              form={form}
              name="email"
              label="Correo electrónico"
              type="email"
              autoComplete="email"
            />
            <FormAlert>{error}</FormAlert>
            <Button
              type="submit"
              colorPalette="brand"
              disabled={!form.formState.isValid}
              loading={form.formState.isSubmitting}
            >
              Enviar link
            </Button>
          </>
        )}
        <BackButton onClick={onBack} />
      </Stack>
    </chakra.form>
  );
}
