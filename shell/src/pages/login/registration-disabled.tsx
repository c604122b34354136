// REGISTRATION_DISABLED (spec 000 §4, §8): the store forbids sign-ups and the e-mail has no user.
import { Stack, Text } from '@storefront/ui';
import { LOGIN_TEXTS } from '@storefront/domain';
import { BackButton, StepHeading } from './login-ui';

export function RegistrationDisabled({ email, onBack }: { email: string; onBack(): void }) {
  return (
    <Stack gap="4" w="full">
      <StepHeading>Iniciar sesión</StepHeading>
      <Text color="fg.muted" wordBreak="break-all">
        {email}
      </Text>
      <Text role="alert" color="brand.error">
        {LOGIN_TEXTS.emailNotFound}
      </Text>
      <BackButton onClick={onBack} />
    </Stack>
  );
}
