import { useEffect } from 'react';
import { storeViewTitle } from '@storefront/domain';
import { useTenant } from '@storefront/state';
import {
  Button,
  Center,
  Heading,
  PageSpinner,
  PanelColumn,
  RowsSkeleton,
  Spinner,
  Text,
  VStack,
  WidePage,
} from '@storefront/ui';
import type { StoreRoute } from '../routing/route-table';

/**
 * How long a remote's page may load before the shopper gets the fallback (issue 16: a remote that
 * hangs shows "Reintentar" within 3 s, never an endless spinner). The load goes on behind it.
 */
export const REMOTE_LOAD_DEADLINE_MS = 3000;

/** What routes.json says the page looks like before its code arrives. */
export type PageFrame = Pick<StoreRoute, 'heading' | 'headingView' | 'frame' | 'skeleton'>;

/** While a remote's page loads: main reserves the viewport under the navbar, so the page replaces
 *  this without moving the footer (issue 15: no layout shift). The spinner takes the whole page
 *  area; a route with a `heading` (routes.json) shows the page's own column and h1 already (the
 *  store's own title when `headingView` names one it set), and its rows when it declares them
 *  (issue 41), in the server's placeholder too: only the shopper's data waits for the scripts.
 *  `onSlow`: called once it has shown for REMOTE_LOAD_DEADLINE_MS (never in a server render). */
export function RemoteLoading({ frame, onSlow }: { frame?: PageFrame; onSlow?: () => void }) {
  useEffect(() => {
    if (!onSlow) return;
    const timer = setTimeout(onSlow, REMOTE_LOAD_DEADLINE_MS);
    return () => clearTimeout(timer);
  }, [onSlow]);
  if (frame?.heading) return <FramedLoading frame={frame} heading={frame.heading} />;
  return (
    <Center flex="1" w="100%" minH="50vh" role="status" aria-label="Cargando">
      <Spinner size="lg" color="brand.primary" borderWidth="3px" />
    </Center>
  );
}

function FramedLoading({ frame, heading }: { frame: PageFrame; heading: string }) {
  const { store } = useTenant();
  const title =
    (frame.headingView && storeViewTitle(store.content.views, frame.headingView)) || heading;
  const body = frame.skeleton === 'rows' ? <RowsSkeleton /> : <PageSpinner minH="40vh" />;
  return frame.frame === 'panel' ? (
    <PanelColumn title={title} busy>
      {body}
    </PanelColumn>
  ) : (
    <WidePage title={title} busy>
      {body}
    </WidePage>
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
