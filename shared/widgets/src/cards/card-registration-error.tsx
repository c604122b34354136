import { Text } from '@storefront/ui';
import { CARD_REGISTRATION_TEXTS } from './card-registration-texts';

/** Why "Agregar tarjeta" did not open the provider's card form, read out as it appears. */
export function CardRegistrationError({ failed }: { failed: boolean }) {
  if (!failed) return null;
  return (
    <Text role="alert" color="fg.error">
      {CARD_REGISTRATION_TEXTS.startError}
    </Text>
  );
}
