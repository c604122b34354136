// REGISTRATION (spec 000 §4 Login flows): the signup form, or the code form (registrationStartView,
// or after a signup without a password). The code form creates the account: verifyCode carries
// the names given on the signup form (and the token of a token link).
import { Stack, Text } from '@storefront/ui';
import type { AuthTokens } from '@storefront/sdk';
import { CodeForm } from './code-form';
import { StepHeading } from './login-ui';
import { SignupForm, type SignupNames } from './signup-form';

export function RegistrationStep({
  email,
  view,
  passwordAllowed,
  codeSentAt,
  onCodeSent,
  onNeedsCode,
  verifyCode,
  onSignedIn,
  onBack,
}: {
  email: string;
  view: 'signup' | 'code';
  passwordAllowed: boolean;
  codeSentAt: number | null;
  onCodeSent(sentAtMs: number): void;
  onNeedsCode(names: SignupNames): void;
  verifyCode(code: string): Promise<AuthTokens>;
  onSignedIn(tokens: AuthTokens): void;
  onBack(): void;
}) {
  if (view === 'signup')
    return (
      <SignupForm
        email={email}
        passwordAllowed={passwordAllowed}
        onRegistered={onSignedIn}
        onNeedsCode={onNeedsCode}
        onBack={onBack}
      />
    );
  return (
    <Stack gap="5" w="full">
      <StepHeading>Crea tu cuenta</StepHeading>
      <Text color="fg.muted" wordBreak="break-all">
        {email}
      </Text>
      <CodeForm
        email={email}
        sentAt={codeSentAt}
        onSent={onCodeSent}
        verify={verifyCode}
        onSignedIn={onSignedIn}
        onBack={onBack}
      />
    </Stack>
  );
}
