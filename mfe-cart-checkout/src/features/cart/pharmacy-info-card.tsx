// Spec 000 §1/§2: a pharmacy-type store (its name contains "farmacia") shows an information card
// in the cart: price may vary per replenishment, availability is not guaranteed, a prescription
// may be required, and a phone line is offered for changes. The spec gives no exact wording.
import { PHARMACY_INFO_TEXTS } from '@storefront/domain';
import { Flex, Stack, Text } from '@storefront/ui';
import { CartIcon } from './icons';

export interface PharmacyInfoCardProps {
  supportEmail?: string | null;
}

export function PharmacyInfoCard({ supportEmail }: PharmacyInfoCardProps) {
  return (
    <Flex
      as="aside"
      aria-label={PHARMACY_INFO_TEXTS.title}
      gap="3"
      p="4"
      borderRadius="lg"
      bg="blue.50"
      color="blue.900"
      _dark={{ bg: 'blue.950', color: 'blue.100' }}
    >
      <CartIcon name="info" size={22} />
      <Stack gap="1" fontSize="sm">
        <Text fontWeight="semibold">{PHARMACY_INFO_TEXTS.title}</Text>
        {PHARMACY_INFO_TEXTS.lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        <Text>{PHARMACY_INFO_TEXTS.changes(supportEmail)}</Text>
      </Stack>
    </Flex>
  );
}

export default PharmacyInfoCard;
