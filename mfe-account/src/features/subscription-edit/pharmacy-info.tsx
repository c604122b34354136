// Spec 001 §1: a pharmacy-type store "hides the Modificar button on subscription items and shows
// an information card" (price may vary per replenishment, availability not guaranteed,
// prescription may be required, a phone line for changes). The spec gives no exact wording; these
// are the cart's words for the same card.
import { Stack, Text } from '@storefront/ui';
import { EDIT_TEXTS as TEXTS } from './edit-texts';

export function PharmacyInfo({ supportEmail }: { supportEmail?: string | null }) {
  return (
    <Stack
      as="aside"
      aria-label={TEXTS.pharmacyTitle}
      gap="1"
      p="4"
      borderRadius="lg"
      fontSize="sm"
      bg="blue.50"
      color="blue.900"
      _dark={{ bg: 'blue.950', color: 'blue.100' }}
    >
      <Text fontWeight="semibold">{TEXTS.pharmacyTitle}</Text>
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
  );
}
