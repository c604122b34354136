// REGISTERED_USER (spec 000 §4 Login flows): the view (method choice, password form or code form)
// comes from the flow state (signInStartView, then METHOD_CHOSEN); the shopper may switch to the
// other allowed method, and go from the password form to the recovery request.
import { useState } from 'react';
import { Button, Stack, Text } from '@storefront/ui';
import type { LoginMethod } from '@storefront/domain';
import type { AuthTokens } from '@storefront/sdk';
import { CodeForm } from './code-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { BackButton, StepHeading } from './login-ui';
import { PasswordForm } from './password-form';

export function SignInStep({
  email,
  view,
  methods,
  defaultMethod,
  forceOTP,
  codeSentAt,
  onCodeSent,
  onChoose,
  verifyCode,
  onSignedIn,
  onBack,
}: {
  email: string;
  view: 'choose' | 'password' | 'code';
  methods: readonly LoginMethod[];
  /** The policy's default method: the first, highlighted choice. */
  defaultMethod: LoginMethod;
  /** The user has no password: the code only. */
  forceOTP: boolean;
  codeSentAt: number | null;
  onCodeSent(sentAtMs: number): void;
  onChoose(method: LoginMethod): void;
  verifyCode(code: string): Promise<AuthTokens>;
  onSignedIn(tokens: AuthTokens): void;
  onBack(): void;
}) {
  const [forgot, setForgot] = useState(false);
  const canPassword = methods.includes('password') && !forceOTP;
  const canCode = methods.includes('otp');

  if (forgot) return <ForgotPasswordForm initialEmail={email} onBack={() => setForgot(false)} />;

  const order: LoginMethod[] =
    defaultMethod === 'password' ? ['password', 'otp'] : ['otp', 'password'];
  return (
    <Stack gap="5" w="full">
      <StepHeading>Iniciar sesión</StepHeading>
      <Text color="fg.muted" wordBreak="break-all">
        {email}
      </Text>
      {view === 'choose' ? (
        <Stack gap="3">
          {order.map((method, index) => (
            <Button
              key={method}
              colorPalette="brand"
              variant={index === 0 ? 'solid' : 'outline'}
              onClick={() => onChoose(method)}
            >
              {method === 'otp' ? 'Ingresar con código' : 'Ingresar con contraseña'}
            </Button>
          ))}
          <BackButton onClick={onBack} />
        </Stack>
      ) : null}
      {view === 'password' ? (
        <PasswordForm
          email={email}
          onSignedIn={onSignedIn}
          onForgot={() => setForgot(true)}
          onBack={onBack}
          {...(canCode ? { switchToCode: () => onChoose('otp') } : {})}
        />
      ) : null}
      {view === 'code' ? (
        <CodeForm
          email={email}
          sentAt={codeSentAt}
          onSent={onCodeSent}
          verify={verifyCode}
          onSignedIn={onSignedIn}
          onBack={onBack}
          {...(canPassword ? { switchToPassword: () => onChoose('password') } : {})}
        />
      ) : null}
    </Stack>
  );
}
