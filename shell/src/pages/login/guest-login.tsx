// login?guest=true (spec 000 §4 "Guest login exists when the query has guest=true"): a guest
// sign-in at once (auth.guestLogin with the stored guestId), then on to the login target.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, PageSpinner } from '@storefront/ui';
import { LOGIN_TEXTS } from '@storefront/domain';
import { getGuestId, useApi, useTenant } from '@storefront/state';
import { useSessionActions } from '../../session/use-session-actions';
import { FormAlert } from './login-ui';
import { loginTarget } from './login-target';

export function GuestLogin({ fallback }: { fallback: React.ReactNode }) {
  const api = useApi();
  const { prefix, store } = useTenant();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { signedIn } = useSessionActions();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api.auth
      .guestLogin({ guestId: getGuestId() })
      .then((tokens) => {
        signedIn(tokens.access);
        navigate(loginTarget(search, prefix, store), { replace: true });
      })
      .catch(() => setFailed(true));
  }, [api, signedIn, navigate, search, prefix, store]);

  if (!failed) return <PageSpinner label="Ingresando como invitado" />;
  // The guest sign-in failed: say so, and offer the normal login.
  return (
    <>
      <Box mb="4">
        <FormAlert>{LOGIN_TEXTS.loginFailed}</FormAlert>
      </Box>
      {fallback}
    </>
  );
}
