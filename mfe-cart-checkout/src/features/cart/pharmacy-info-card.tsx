// Spec 000 §1/§2: a pharmacy-type store (its name contains "farmacia") shows an information card
// in the cart: price may vary per replenishment, availability is not guaranteed, a prescription
// may be required, and a phone line is offered for changes. The spec gives no exact wording.
import { Flex, Stack, Text } from '@storefront/ui';
import { CartIcon } from './icons';

export interface PharmacyInfoCardProps {
  supportEmail?: string | null;
}

export function PharmacyInfoCard({ supportEmail }: PharmacyInfoCardProps) {
  return (
    <Flex
      as="aside"
      aria-label="Información importante"
      gap="3"
      p="4"
      borderRadius="lg"
      bg="blue.50"
      color="blue.900"
      _dark={{ bg: 'blue.950', color: 'blue.100' }}
    >
      <CartIcon name="info" size={22} />
      <Stack gap="1" fontSize="sm">
        <Text fontWeight="semibold">Información importante</Text>
        <Text>
          El precio puede variar en cada reposición y la disponibilidad de los productos no está
          garantizada.
        </Text>
        <Text>Algunos productos pueden requerir receta médica.</Text>
        <Text>
          Si necesitas hacer cambios, comunícate con nuestra línea de atención
          {supportEmail ? ` o escríbenos a ${supportEmail}` : ''}.
        </Text>
      </Stack>
    </Flex>
  );
}

export default PharmacyInfoCard;
