import { Box, Heading } from '@storefront/ui';

// Placeholder: the Contact screen (route "contact") is written in its own issue.
export default function ContactPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Contacto
      </Heading>
    </Box>
  );
}
