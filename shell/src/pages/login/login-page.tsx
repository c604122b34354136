// The minimal `login` route: e-mail + password through the SDK's auth.login; with guest=true a
// guest sign-in (auth.guestLogin) is made at once. Then to the `redirect` query (a path inside
// the store), or checkout with action=subscribe, or the store root.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Heading, PageSpinner } from '@storefront/ui';
import { getGuestId, useApi, useTenant } from '@storefront/state';
import { useSessionActions } from '../../session/use-session-actions';
import { LoginForm, LOGIN_FAILED } from './login-form';
import { loginTarget } from './login-target';

export default function LoginPage() {
  const api = useApi();
  const { prefix } = useTenant();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { signedIn } = useSessionActions();
  const wantsGuest = search.get('guest') === 'true';
  const [guestFailed, setGuestFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!wantsGuest || started.current) return;
    started.current = true;
    api.auth
      .guestLogin({ guestId: getGuestId() })
      .then((tokens) => {
        signedIn(tokens.access);
        navigate(loginTarget(search, prefix), { replace: true });
      })
      .catch(() => setGuestFailed(true));
  }, [wantsGuest, api, signedIn, navigate, search, prefix]);

  if (wantsGuest && !guestFailed) return <PageSpinner label="Ingresando como invitado" />;

  return (
    <Box maxW="sm" w="full" mx="auto" px="4" py={{ base: '8', md: '16' }}>
      <Heading as="h1" size="2xl" mb="6">
        Iniciar sesión
      </Heading>
      {guestFailed ? (
        <Box role="alert" mb="4" color="brand.error" fontSize="sm">
          {LOGIN_FAILED}
        </Box>
      ) : null}
      <LoginForm
        onSubmit={async (credentials) => {
          const tokens = await api.auth.login(credentials);
          signedIn(tokens.access);
          navigate(loginTarget(search, prefix), { replace: true });
        }}
      />
    </Box>
  );
}
