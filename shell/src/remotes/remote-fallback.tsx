import {
  Button,
  Center,
  Heading,
  PageSpinner,
  Spinner,
  Text,
  VStack,
  WidePage,
} from '@storefront/ui';

/** While a remote's page loads: main reserves the viewport under the navbar, so the page replaces
 *  this without moving the footer (issue 15: no layout shift). The spinner takes the whole page
 *  area; a route with a `heading` (routes.json) shows the page's own frame and h1 already. */
export function RemoteLoading({ heading }: { heading?: string }) {
  if (heading)
    return (
      <WidePage title={heading} busy>
        <PageSpinner minH="40vh" />
      </WidePage>
    );
  return (
    <Center flex="1" w="100%" minH="50vh" role="status" aria-label="Cargando">
      <Spinner size="lg" color="brand.primary" borderWidth="3px" />
    </Center>
  );
}

/** Shown inside the page when a remote cannot be loaded; the rest of the store keeps working. */
export function RemoteFallback({ onRetry }: { onRetry(): void }) {
  return (
    <VStack role="alert" gap="4" py="16" px="4" textAlign="center" maxW="xl" mx="auto">
      <Heading as="h1" size="xl">
        Esta sección no está disponible por ahora
      </Heading>
      <Text color="fg.muted">
        Estamos teniendo problemas para cargar esta parte de la tienda. El resto del sitio sigue
        funcionando. Intenta nuevamente en unos minutos.
      </Text>
      <Button colorPalette="brand" onClick={onRetry}>
        Reintentar
      </Button>
    </VStack>
  );
}
