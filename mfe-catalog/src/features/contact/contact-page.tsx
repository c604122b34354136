// Route "contact" (spec 000 §2: same redirect rules as info, which the shell applies in
// shell/src/routing/store-route.tsx): the view's title and description, its e-mail and phone.
import { Container, Heading, Link, Stack, Text } from '@storefront/ui';
import { useTenant } from '@storefront/state';
import { contactDetails, telHref } from './contact-details';

export const CONTACT_TITLE = 'Contacto';

export function ContactPage() {
  const { store } = useTenant();
  const contact = store.content.views.contact;
  const { email, phone } = contactDetails(contact);
  return (
    <Container maxW="3xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {contact.title || CONTACT_TITLE}
        </Heading>
        {contact.description ? (
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" whiteSpace="pre-line">
            {contact.description}
          </Text>
        ) : null}
        {email || phone ? (
          <Stack
            as="dl"
            gap="4"
            p="6"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="xl"
          >
            {email ? (
              <Stack gap="0.5">
                <Text as="dt" fontSize="sm" color="fg.muted">
                  Correo electrónico
                </Text>
                <Text as="dd" fontWeight="semibold">
                  <Link href={`mailto:${email}`} color="brand.primary">
                    {email}
                  </Link>
                </Text>
              </Stack>
            ) : null}
            {phone ? (
              <Stack gap="0.5">
                <Text as="dt" fontSize="sm" color="fg.muted">
                  Teléfono
                </Text>
                <Text as="dd" fontWeight="semibold">
                  <Link href={telHref(phone)} color="brand.primary">
                    {phone}
                  </Link>
                </Text>
              </Stack>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}

export default ContactPage;
