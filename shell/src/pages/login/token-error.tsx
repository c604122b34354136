// TOKEN_ERROR (spec 000 §8 "Token errors"): title, the message, then the hint.
import { Stack, Text } from '@storefront/ui';
import { LOGIN_TEXTS } from '@storefront/domain';
import { StepHeading } from './login-ui';

export function TokenError({ message }: { message: string }) {
  return (
    <Stack gap="3" w="full" role="alert">
      <StepHeading>{LOGIN_TEXTS.tokenErrorTitle}</StepHeading>
      <Text>{message}</Text>
      <Text color="fg.muted">{LOGIN_TEXTS.tokenErrorHint}</Text>
    </Stack>
  );
}
