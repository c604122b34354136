// EMAIL_INPUT (spec 000 §4 Login flows, §5): the e-mail field, "Continuar" disabled until the
// address is valid; the `email` query value prefills it (and shows its message at once).
import { useEffect } from 'react';
import { Button, chakra, Stack } from '@storefront/ui';
import { FormTextField, useSchemaForm } from '@storefront/ui/forms';
import { emailFormSchema } from '@storefront/domain';
import { FormAlert, StepHeading } from './login-ui';

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
  const form = useSchemaForm(emailFormSchema, { defaultValues: { email: initialEmail } });
  const { isValid, isSubmitting } = form.formState;
  useEffect(() => {
    if (initialEmail) void form.trigger('email');
  }, [form, initialEmail]);

  return (
    <chakra.form
      onSubmit={form.handleSubmit(({ email }) => onSubmit(email.trim()))}
      noValidate
      w="full"
    >
      <Stack gap="5">
        <StepHeading>Iniciar sesión</StepHeading>
        <FormTextField
          form={form}
          name="email"
          label="Correo electrónico"
          type="email"
          autoComplete="email"
        />
        <FormAlert>{error}</FormAlert>
        <Button type="submit" colorPalette="brand" disabled={!isValid} loading={isSubmitting}>
          Continuar
        </Button>
      </Stack>
    </chakra.form>
  );
}
