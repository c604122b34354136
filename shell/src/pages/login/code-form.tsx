// The code form (spec 000 §4 "Code form", §5, §8): a code is sent on entering the form unless one
// sent under 30 minutes ago to the same e-mail is on record (reload); "Reenviar código" after
// 1 minute; past 30 minutes the form asks for a new one; the code is cleared on error; server
// messages become the spec's texts through the domain's codeErrorText.
import { useEffect, useRef, useState } from 'react';
import { Button, chakra, HStack, Stack, Text } from '@storefront/ui';
import { useSchemaForm } from '@storefront/ui/forms';
import { CODE_FORM_TEXTS, codeErrorText, codeFormSchema, otpTimer } from '@storefront/domain';
import { isApiError, type AuthTokens } from '@storefront/sdk';
import { useApi, useTenant } from '@storefront/state';
import { CodeInput } from './code-input';
import { BackButton, FormAlert } from './login-ui';
import { forgetSentAt, storedSentAt, storeSentAt } from './otp-storage';
import { useNow } from './use-now';

export function errorText(error: unknown): string {
  return isApiError(error) ? codeErrorText(error.serverMessage, error.status) : codeErrorText(null);
}

export function CodeForm({
  email,
  sentAt,
  onSent,
  verify,
  onSignedIn,
  onBack,
  switchToPassword,
}: {
  email: string;
  /** Epoch ms of the code on record (the flow's codeSentAt); null: none sent yet. */
  sentAt: number | null;
  /** A code was sent now, or one sent earlier (stored OTPCodeSentAt) is reused. */
  onSent(sentAtMs: number): void;
  /** auth.verifyCode with the flow's extra params (name/lastName on sign-up, token of a link). */
  verify(code: string): Promise<AuthTokens>;
  onSignedIn(tokens: AuthTokens): void;
  onBack(): void;
  /** Offered when the password method is allowed too. */
  switchToPassword?: () => void;
}) {
  const api = useApi();
  const { store } = useTenant();
  const now = useNow();
  const form = useSchemaForm(codeFormSchema, { defaultValues: { code: '' } });
  const setCode = (code: string) => form.setValue('code', code, { shouldValidate: true });
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const verifying = form.formState.isSubmitting;
  const firstSend = useRef(false);

  const send = async () => {
    setSending(true);
    setError(null);
    setCode('');
    try {
      await api.auth.generateCode({ email, storeName: store.name });
      const at = Date.now();
      storeSentAt(email, at);
      onSent(at);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setSending(false);
    }
  };

  useEffect(() => {
    if (firstSend.current) return;
    firstSend.current = true;
    if (sentAt !== null) return;
    const stored = storedSentAt(email, Date.now());
    if (stored !== null) onSent(stored);
    else void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on entering the form
  }, []);

  const timer = sentAt === null ? null : otpTimer(sentAt, now);
  const expired = timer?.expired ?? false;

  const submit = form.handleSubmit(async ({ code }) => {
    if (expired) return;
    setError(null);
    try {
      const tokens = await verify(code);
      forgetSentAt();
      onSignedIn(tokens);
    } catch (caught) {
      setCode('');
      setError(errorText(caught));
    }
  });

  return (
    <chakra.form onSubmit={submit} noValidate w="full">
      <Stack gap="4">
        {sentAt !== null ? <Text>{CODE_FORM_TEXTS.sent(email)}</Text> : null}
        <CodeInput value={form.watch('code')} onValue={setCode} disabled={verifying} />
        {expired ? <Text role="alert">{CODE_FORM_TEXTS.expired}</Text> : null}
        <FormAlert>{error}</FormAlert>
        <Button
          type="submit"
          colorPalette="brand"
          disabled={!form.formState.isValid || expired}
          loading={verifying}
        >
          Continuar
        </Button>
        <Stack gap="1" align="center">
          <Button
            type="button"
            variant="outline"
            onClick={() => void send()}
            disabled={sending || (timer !== null && !timer.canResend)}
            loading={sending}
          >
            Reenviar código
          </Button>
          {timer && !timer.canResend ? (
            <Text fontSize="sm" color="fg.muted">
              {CODE_FORM_TEXTS.resendWait(timer.secondsUntilResend)}
            </Text>
          ) : null}
        </Stack>
        <HStack justify="space-between" wrap="wrap">
          <BackButton onClick={onBack} />
          {switchToPassword ? (
            <Button type="button" variant="ghost" onClick={switchToPassword}>
              Ingresar con contraseña
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </chakra.form>
  );
}
