// The login page when the Google consent page sent the shopper back (`#id_token=…&state=…`): the
// state must be the one this tab kept, then auth.google (with the kept nonce) signs in, the
// session is announced like every other sign-in and the shopper goes to the login target. Spec
// 000 §8 "Google sign-in errors ... not shown": any failure returns to the e-mail step quietly.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '@storefront/ui';
import { storePath, type GoogleReturn as GoogleAnswer } from '@storefront/domain';
import { useApi, useTenant } from '@storefront/state';
import { useSessionActions } from '../../session/use-session-actions';
import { takePendingGoogleSignIn } from './google-sign-in';
import { loginTarget } from './login-target';
import { tellIfPasswordRemoved } from './password-removed-notice';

export function GoogleReturn({ answer }: { answer: GoogleAnswer }) {
  const api = useApi();
  const { store, prefix } = useTenant();
  const { signedIn } = useSessionActions();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = takePendingGoogleSignIn();
    const search = new URLSearchParams(pending?.search ?? '');
    const query = search.toString();
    const backToEmail = () =>
      navigate(`${storePath(prefix, 'login')}${query ? `?${query}` : ''}`, { replace: true });
    if (!pending || answer.kind !== 'token' || answer.state !== pending.state) {
      backToEmail();
      return;
    }
    api.auth
      .google({ token: answer.idToken, storeId: store._id, nonce: pending.nonce })
      .then((tokens) => {
        signedIn(tokens.access);
        tellIfPasswordRemoved(tokens);
        navigate(loginTarget(search, prefix, store), { replace: true });
      }, backToEmail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per return
  }, []);

  return <PageSpinner label="Ingresando con Google" />;
}
