import { useEffect } from 'react';
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

/**
 * How long a remote's page may load before the shopper gets the fallback (issue 16: a remote that
 * hangs shows "Reintentar" within 3 s, never an endless spinner). The load goes on behind it.
 */
export const REMOTE_LOAD_DEADLINE_MS = 3000;

/** While a remote's page loads: main reserves the viewport under the navbar, so the page replaces
 *  this without moving the footer (issue 15: no layout shift). The spinner takes the whole page
 *  area; a route with a `heading` (routes.json) shows the page's own frame and h1 already.
 *  `onSlow`: called once it has shown for REMOTE_LOAD_DEADLINE_MS (never in a server render). */
export function RemoteLoading({ heading, onSlow }: { heading?: string; onSlow?: () => void }) {
  useEffect(() => {
    if (!onSlow) return;
    const timer = setTimeout(onSlow, REMOTE_LOAD_DEADLINE_MS);
    return () => clearTimeout(timer);
  }, [onSlow]);
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
