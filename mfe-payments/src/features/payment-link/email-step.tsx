// A guest has no e-mail of its own: where the payment request and its receipt are addressed.
import { useId, useState, type FormEvent } from 'react';
import { Button, chakra, Field, Input, Text } from '@storefront/ui';
import { PAYMENT_LINK_TEXTS as T } from './payment-link-texts';

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export function EmailStep({ onSubmit }: { onSubmit(email: string): void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!looksLikeEmail(email)) return setError(T.emailInvalid);
    onSubmit(email);
  };
  return (
    <chakra.form display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate>
      <Text>{T.emailIntro}</Text>
      <Field.Root invalid={Boolean(error)} ids={{ control: id, errorText: `${id}-error` }}>
        <Field.Label>{T.emailLabel}</Field.Label>
        <Input
          type="email"
          autoComplete="email"
          value={email}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      <Button type="submit" colorPalette="brand" size="lg">
        {T.emailContinue}
      </Button>
    </chakra.form>
  );
}
