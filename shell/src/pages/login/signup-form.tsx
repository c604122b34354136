// REGISTRATION's signup form (spec 000 §4 Login flows, §5): name and last name (optional when the
// store says so), password + repeat when the password method is allowed, terms acceptance. With a
// password, auth.register signs in at once; without one the flow continues on the code form.
import { useState, type FormEvent } from 'react';
import { Button, chakra, Field, Link, Stack, Text } from '@storefront/ui';
import {
  LOGIN_TEXTS,
  validateNewPassword,
  validatePasswordRepeat,
  validatePersonName,
  validateTermsAccepted,
} from '@storefront/domain';
import type { AuthTokens } from '@storefront/sdk';
import { useApi, useTenant } from '@storefront/state';
import { BackButton, FormAlert, StepHeading } from './login-ui';
import { TextField } from './text-field';

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
  const [name, setName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [terms, setTerms] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);

  const problems = {
    name: validatePersonName(name, { optional: Boolean(optional.name) }),
    lastName: validatePersonName(lastName, { optional: Boolean(optional.lastName) }),
    password: passwordAllowed ? validateNewPassword(password) : null,
    repeat: passwordAllowed ? validatePasswordRepeat(password, repeat) : null,
    terms: validateTermsAccepted(terms),
  };
  const valid = Object.values(problems).every((p) => p === null);
  const show = (field: keyof typeof problems) => submitted || Boolean(touched[field]);
  const touch = (field: keyof typeof problems) => () =>
    setTouched((t) => ({ ...t, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!valid || sending) return;
    const names: SignupNames = {
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(lastName.trim() ? { lastName: lastName.trim() } : {}),
    };
    if (!passwordAllowed) {
      onNeedsCode(names);
      return;
    }
    setSending(true);
    setFailed(false);
    try {
      const result = await api.auth.register({ email, storeId: store._id, ...names, password });
      if ('access' in result) onRegistered(result);
      else onNeedsCode(names);
    } catch {
      setFailed(true);
      setSending(false);
    }
  };

  return (
    <chakra.form onSubmit={submit} noValidate w="full">
      <Stack gap="4">
        <StepHeading>Crea tu cuenta</StepHeading>
        <Text color="fg.muted" wordBreak="break-all">
          {email}
        </Text>
        <TextField
          label="Nombre"
          autoComplete="given-name"
          value={name}
          onValue={setName}
          onBlur={touch('name')}
          problem={problems.name}
          showProblem={show('name')}
          optional={Boolean(optional.name)}
        />
        <TextField
          label="Apellido"
          autoComplete="family-name"
          value={lastName}
          onValue={setLastName}
          onBlur={touch('lastName')}
          problem={problems.lastName}
          showProblem={show('lastName')}
          optional={Boolean(optional.lastName)}
        />
        {passwordAllowed ? (
          <>
            <TextField
              label="Contraseña"
              type="password"
              autoComplete="new-password"
              value={password}
              onValue={setPassword}
              onBlur={touch('password')}
              problem={problems.password}
              showProblem={show('password')}
            />
            <TextField
              label="Repite la contraseña"
              type="password"
              autoComplete="new-password"
              value={repeat}
              onValue={setRepeat}
              onBlur={touch('repeat')}
              problem={problems.repeat}
              showProblem={show('repeat')}
            />
          </>
        ) : null}
        <Field.Root invalid={show('terms') && Boolean(problems.terms)}>
          <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
            <chakra.input
              type="checkbox"
              checked={terms}
              onChange={(e) => {
                setTerms(e.target.checked);
                touch('terms')();
              }}
              w="4"
              h="4"
              accentColor="brand.solid"
            />
            <span>
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
            </span>
          </chakra.label>
          {show('terms') && problems.terms ? (
            <Field.ErrorText>{problems.terms}</Field.ErrorText>
          ) : null}
        </Field.Root>
        <FormAlert>{failed ? LOGIN_TEXTS.registrationFailed : null}</FormAlert>
        <Button type="submit" colorPalette="brand" disabled={!valid} loading={sending}>
          Crear cuenta
        </Button>
        <BackButton onClick={onBack} />
      </Stack>
    </chakra.form>
  );
}
