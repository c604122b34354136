// Sign-in with a password (spec 000 §4, §5 "Password at login", §8 login failure text).
import { useState } from 'react';
import { Button, chakra, HStack, Stack } from '@storefront/ui';
import { FormTextField, useSchemaForm } from '@storefront/ui/forms';
import { LOGIN_TEXTS, passwordFormSchema } from '@storefront/domain';
import type { AuthTokens } from '@storefront/sdk';
import { useApi, useTenant } from '@storefront/state';
import { failureText } from './failure-text';
import { BackButton, FormAlert } from './login-ui';

export function PasswordForm({
  email,
  onSignedIn,
  onForgot,
  onBack,
  switchToCode,
}: {
  email: string;
  onSignedIn(tokens: AuthTokens): void;
  onForgot(): void;
  onBack(): void;
  /** Offered when the code method is allowed too. */
  switchToCode?: () => void;
}) {
  const api = useApi();
  const { store } = useTenant();
  const form = useSchemaForm(passwordFormSchema, { defaultValues: { password: '' } });
  const [failed, setFailed] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ password }) => {
    setFailed(null);
    try {
      onSignedIn(await api.auth.login({ email, password, storeId: store._id }));
    } catch (caught) {
      setFailed(failureText(caught, LOGIN_TEXTS.loginFailed));
    }
  });

  return (
    <chakra.form onSubmit={submit} noValidate w="full">
      <Stack gap="4">
        <FormTextField
          form={form}
          name="password"
          label="Contraseña"
          type="password"
          autoComplete="current-password"
        />
        <FormAlert>{failed}</FormAlert>
        <Button
          type="submit"
          colorPalette="brand"
          disabled={!form.formState.isValid}
          loading={form.formState.isSubmitting}
        >
          Iniciar sesión
        </Button>
        <Button type="button" variant="plain" alignSelf="center" onClick={onForgot}>
          ¿Olvidaste tu contraseña?
        </Button>
        <HStack justify="space-between" wrap="wrap">
          <BackButton onClick={onBack} />
          {switchToCode ? (
            <Button type="button" variant="ghost" onClick={switchToCode}>
              Ingresar con código
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </chakra.form>
  );
}
