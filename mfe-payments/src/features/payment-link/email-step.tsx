// A guest has no e-mail of its own: where the payment request and its receipt are addressed. The
// message shows after a "Continuar" with no valid address, and a change hides it until the next one.
import { useEffect } from 'react';
import { paymentLinkEmailFormSchema } from '@storefront/domain';
import { Button, chakra, Text } from '@storefront/ui';
import { FormTextField, useSchemaForm } from '@storefront/ui/forms';
import { PAYMENT_LINK_TEXTS as T } from './payment-link-texts';

export function EmailStep({ onSubmit }: { onSubmit(email: string): void }) {
  const form = useSchemaForm(paymentLinkEmailFormSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  });
  useEffect(() => {
    const typing = form.watch((_, { name, type }) => {
      if (name && type === 'change') form.clearErrors(name);
    });
    return () => typing.unsubscribe();
  }, [form]);
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      onSubmit={form.handleSubmit(({ email }) => onSubmit(email))}
      noValidate
    >
      <Text>{T.emailIntro}</Text>
      <FormTextField
        form={form}
        name="email"
        label={T.emailLabel}
        type="email"
        autoComplete="email"
      />
      <Button type="submit" colorPalette="brand" size="lg">
        {T.emailContinue}
      </Button>
    </chakra.form>
  );
}
