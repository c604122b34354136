// Footer (spec 000 §2 Shell): store name, "Sitio Principal", "¿Cómo funciona?", "Contacto", the
// provider's links and a card-payment logo. With footer.show false, PoweredBy replaces it.
import { chakra, Flex, HStack, Image, Link, Stack, Text } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { runtimeConfigAtom, useStorePath, useTenant } from '@storefront/state';
import cardPaymentsLogo from '../../assets/card-payments.svg';
import { storeDisplayName } from '../../routing/document-title';
import { barColors } from '../chrome-colors';
import { StoreLink } from '../store-link';
import { providerLinks } from './provider-links';

export function Footer() {
  const { store } = useTenant();
  const storePath = useStorePath();
  const config = useAtomValue(runtimeConfigAtom);
  const footer = store.content.navigation.footer;
  const { bg, color } = barColors(footer.color, null, '#1f2937');
  const links = providerLinks(config?.providerHomeUrl);
  const mainSite = store.storeUrl?.trim();

  return (
    <chakra.footer bg={bg} color={color} px={{ base: '4', md: '10' }} py="8" mt="10">
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap="8"
        justify="space-between"
        align={{ base: 'flex-start', md: 'center' }}
      >
        <Text fontWeight="bold" fontSize="lg">
          {footer.storeName || storeDisplayName(store)}
        </Text>
        <Stack
          as="nav"
          aria-label="Tienda"
          direction={{ base: 'column', sm: 'row' }}
          gap={{ base: '2', sm: '5' }}
        >
          <StoreLink
            destination={
              mainSite
                ? { kind: 'external', href: mainSite }
                : { kind: 'internal', to: storePath('') }
            }
            color={color}
          >
            Sitio Principal
          </StoreLink>
          <StoreLink destination={{ kind: 'internal', to: storePath('info') }} color={color}>
            ¿Cómo funciona?
          </StoreLink>
          <StoreLink destination={{ kind: 'internal', to: storePath('contact') }} color={color}>
            Contacto
          </StoreLink>
        </Stack>
        <Stack
          as="nav"
          aria-label="Plataforma"
          direction={{ base: 'column', sm: 'row' }}
          gap={{ base: '2', sm: '5' }}
          fontSize="sm"
        >
          <Link href={links.terms} color={color}>
            Términos y condiciones
          </Link>
          <Link href={links.privacy} color={color}>
            Privacidad
          </Link>
          <Link href={links.forStores} color={color}>
            Para tiendas
          </Link>
        </Stack>
        {/* Below the fold at load (the page area is a viewport high): fetched once it nears, so
            the boot does not lay out and paint this SVG's text (issue 15). Its width and height
            attributes reserve its box meanwhile (Chakra would take them as style props). */}
        <Image h="8" w="auto" bg="white" borderRadius="md" p="0.5" asChild>
          <img
            src={cardPaymentsLogo}
            alt="Aceptamos tarjetas de crédito y débito"
            loading="lazy"
            decoding="async"
            width={168}
            height={32}
          />
        </Image>
      </Stack>
    </chakra.footer>
  );
}

/** The small strip shown instead of the footer when the store hides it. */
export function PoweredBy() {
  const config = useAtomValue(runtimeConfigAtom);
  const links = providerLinks(config?.providerHomeUrl);
  return (
    <Flex
      as="footer"
      aria-label="Powered by"
      justify="center"
      align="center"
      gap="4"
      py="3"
      px="4"
      fontSize="xs"
      color="fg.muted"
      borderTopWidth="1px"
      mt="10"
      wrap="wrap"
    >
      <Text>Powered by</Text>
      <HStack gap="4">
        <Link href={links.terms}>Términos y condiciones</Link>
        <Link href={links.privacy}>Privacidad</Link>
      </HStack>
    </Flex>
  );
}
