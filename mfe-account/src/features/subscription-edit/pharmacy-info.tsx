// Spec 001 §1: a pharmacy-type store "hides the Modificar button on subscription items and shows
// an information card" (price may vary per replenishment, availability not guaranteed,
// prescription may be required, a phone line for changes). The spec gives no exact wording; these
// are the cart's words for the same card (PHARMACY_INFO_TEXTS in the domain).
import { PHARMACY_INFO_TEXTS } from '@storefront/domain';
import { Stack, Text } from '@storefront/ui';

export function PharmacyInfo({ supportEmail }: { supportEmail?: string | null }) {
  return (
    <Stack
      as="aside"
      aria-label={PHARMACY_INFO_TEXTS.title}
      gap="1"
      p="4"
      borderRadius="lg"
      fontSize="sm"
      bg="blue.50"
      color="blue.900"
      _dark={{ bg: 'blue.950', color: 'blue.100' }}
    >
      <Text fontWeight="semibold">{PHARMACY_INFO_TEXTS.title}</Text>
      {PHARMACY_INFO_TEXTS.lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Text>{PHARMACY_INFO_TEXTS.changes(supportEmail)}</Text>
    </Stack>
  );
}
