// "Continuar con Google" under the e-mail step, shown only where the store's login policy offers
// Google (googleClientIdFor, the store's client id). Where the browser goes comes from /config.json
// (thirdParties.googleAuthorizeUrl): Google's own endpoint, or the sandbox identity provider's.
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { Button, Stack, Text } from '@storefront/ui';
import { storePath } from '@storefront/domain';
import { runtimeConfigAtom, useTenant } from '@storefront/state';
import { startGoogleSignIn } from './google-sign-in';

export function GoogleButton({ clientId }: { clientId: string }) {
  const config = useAtomValue(runtimeConfigAtom);
  const { prefix } = useTenant();
  const [search] = useSearchParams();
  if (!config) return null;
  const start = () =>
    startGoogleSignIn({
      authorizeUrl: config.thirdParties.googleAuthorizeUrl,
      clientId,
      // The provider returns to this login page (a page of the store, as the client registered).
      redirectUri: `${window.location.origin}${storePath(prefix, 'login')}`,
      search: search.toString(),
    });
  return (
    <Stack gap="3" mt="5">
      <Text textAlign="center" color="fg.muted" fontSize="sm">
        o
      </Text>
      <Button type="button" variant="outline" onClick={start}>
        Continuar con Google
      </Button>
    </Stack>
  );
}
