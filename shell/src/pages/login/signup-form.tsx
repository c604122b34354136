// REGISTRATION's signup form (spec 000 §4 Login flows, §5): name and last name (optional when the
// store says so), password + repeat when the password method is allowed, terms acceptance. With a
// password, auth.register signs in at once; without one the flow continues on the code form.
import { useState } from 'react';
import { Button, chakra, Link, Stack, Text } from '@storefront/ui';
import { FormCheckField, FormTextField, useSchemaForm } from '@storefront/ui/forms';
import { LOGIN_TEXTS, signupFormSchema } from '@storefront/domain';
import type { AuthTokens } from '@storefront/sdk';
import { useApi, useTenant } from '@storefront/state';
import { BackButton, FormAlert, StepHeading } from './login-ui';
import { NewPasswordFields } from './new-password-fields';

export interface SignupNames {
  name?: string;
  lastName?: string;
}

export function SignupForm({
  email,
  passwordAllowed,
  onRegistered,
  onNeedsCode,
  onBack,
}: {
  email: string;
  passwordAllowed: boolean;
  onRegistered(tokens: AuthTokens): void;
  onNeedsCode(names: SignupNames): void;
  onBack(): void;
}) {
  const api = useApi();
  const { store } = useTenant();
  const optional = store.userOptionalAttrs ?? {};
  const [schema] = useState(() =>
    signupFormSchema({
      nameOptional: Boolean(optional.name),
      lastNameOptional: Boolean(optional.lastName),
      passwordAllowed,
    }),
  );
  const form = useSchemaForm(schema, {
    defaultValues: { name: '', lastName: '', password: '', repeat: '', terms: false },
  });
  const [failed, setFailed] = useState(false);

  const submit = form.handleSubmit(async ({ name, lastName, password }) => {
    const names: SignupNames = {
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(lastName.trim() ? { lastName: lastName.trim() } : {}),
    };
    if (!passwordAllowed) {
      onNeedsCode(names);
      return;
    }
    setFailed(false);
    try {
      const result = await api.auth.register({ email, storeId: store._id, ...names, password });
      if ('access' in result) onRegistered(result);
      else onNeedsCode(names);
    } catch {
      setFailed(true);
    }
  });

  return (
    <chakra.form onSubmit={submit} noValidate w="full">
      <Stack gap="4">
        <StepHeading>Crea tu cuenta</StepHeading>
        <Text color="fg.muted" wordBreak="break-all">
          {email}
        </Text>
        <FormTextField
          form={form}
          name="name"
          label="Nombre"
          autoComplete="given-name"
          optional={Boolean(optional.name)}
        />
        <FormTextField
          form={form}
          name="lastName"
          label="Apellido"
          autoComplete="family-name"
          optional={Boolean(optional.lastName)}
        />
        {passwordAllowed ? <NewPasswordFields form={form} /> : null}
        <FormCheckField form={form} name="terms">
          Acepto los{' '}
          {store.termsAndConditionsUrl ? (
            <Link
              href={store.termsAndConditionsUrl}
              target="_blank"
              rel="noopener noreferrer"
              textDecoration="underline"
            >
              términos y condiciones
            </Link>
          ) : (
            'términos y condiciones'
          )}
        </FormCheckField>
        <FormAlert>{failed ? LOGIN_TEXTS.registrationFailed : null}</FormAlert>
        <Button
          type="submit"
          colorPalette="brand"
          disabled={!form.formState.isValid}
          loading={form.formState.isSubmitting}
        >
          Crear cuenta
        </Button>
        <BackButton onClick={onBack} />
      </Stack>
    </chakra.form>
  );
}
