// The `login` route (spec 000 §2 Login screens and query parameters, §4 Login flows): the domain's
// loginFlowReducer holds the step (EMAIL_INPUT, TOKEN_VERIFICATION, TOKEN_ERROR, REGISTERED_USER,
// REGISTRATION, REGISTRATION_DISABLED) and the view inside it; this page makes the SDK calls,
// dispatches what happened and renders the step. guest=true signs a guest in at once.
// After a sign-in: the session is announced and the shopper goes to the login target.
import { lazy, Suspense, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Image, PageSpinner } from '@storefront/ui';
import {
  createLoginState,
  googleClientIdFor,
  LOGIN_TEXTS,
  loginFlowReducer,
  loginMethods,
  parseLoginQuery,
  readGoogleReturn,
  registrationAllowed,
  tokenFlowPlan,
} from '@storefront/domain';
import { isApiError, type AuthTokens } from '@storefront/sdk';
import { useApi, useSession, useTenant } from '@storefront/state';
import { useSessionActions } from '../../session/use-session-actions';
import { EmailStep } from './email-step';
import { GuestLogin } from './guest-login';
import { keepLinkCallbacks } from './link-callbacks';
import { loginTarget } from './login-target';
import { tellIfPasswordRemoved } from './password-removed-notice';
import { RegistrationDisabled } from './registration-disabled';
import { RegistrationStep } from './registration-step';
import { SignInStep } from './sign-in-step';
import type { SignupNames } from './signup-form';
import { TokenError } from './token-error';
import { runTokenFlow, type LinkCallbacks } from './token-flow';

// Google sign-in code loads only where it is used (a store that offers it, or the way back from
// the consent page), so the login route of every other store stays as light as before.
const GoogleButton = lazy(() =>
  import('./google-button').then((m) => ({ default: m.GoogleButton })),
);
const GoogleReturn = lazy(() =>
  import('./google-return').then((m) => ({ default: m.GoogleReturn })),
);

export default function LoginPage() {
  const [search] = useSearchParams();
  const { store } = useTenant();
  const logo = store.content.views.login?.storeLogo;
  const guest = search.get('guest') === 'true';
  // Back from the Google consent page: its answer is in the fragment.
  const google = readGoogleReturn(useLocation().hash);
  return (
    <Box maxW="sm" w="full" mx="auto" px="4" py={{ base: '8', md: '16' }}>
      {logo ? <Image src={logo} alt={store.name} maxH="16" mx="auto" mb="6" /> : null}
      {google.kind !== 'none' ? (
        <Suspense fallback={<PageSpinner label="Ingresando con Google" />}>
          <GoogleReturn answer={google} />
        </Suspense>
      ) : guest ? (
        <GuestLogin fallback={<LoginFlow />} />
      ) : (
        <LoginFlow />
      )}
    </Box>
  );
}

function LoginFlow() {
  const api = useApi();
  const { store, policy, prefix } = useTenant();
  const session = useSession();
  const { signedIn, logout } = useSessionActions();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const query = useMemo(() => parseLoginQuery(search), [search]);
  const loginPolicy = policy.loginPolicy;
  const { methods, defaultMethod } = loginMethods(loginPolicy);
  const googleClientId = googleClientIdFor(loginPolicy);
  const plan = useMemo(
    () =>
      tokenFlowPlan({
        bypass: query.bypass,
        token: query.token,
        policy: { bypass: loginPolicy.bypass ?? null, token: loginPolicy.token ?? null },
      }),
    [query.bypass, query.token, loginPolicy.bypass, loginPolicy.token],
  );
  const [state, dispatch] = useReducer(loginFlowReducer, undefined, () => {
    const initial = createLoginState(
      {
        methods,
        allowRegistration: registrationAllowed(loginPolicy),
        otpQueryFalse: query.otpQueryFalse,
        nameOptional: Boolean(store.userOptionalAttrs?.name),
        lastNameOptional: Boolean(store.userOptionalAttrs?.lastName),
      },
      query.email ?? '',
    );
    return plan.kind === 'none' ? initial : loginFlowReducer(initial, { type: 'TOKEN_STARTED' });
  });
  const [names, setNames] = useState<SignupNames>({});
  // Callback and error URLs of a token link, kept once the shopper is signed in.
  const linkCallbacks = useRef<LinkCallbacks | null>(null);

  const leave = () => navigate(loginTarget(search, prefix, store), { replace: true });
  const finish = (tokens: Pick<AuthTokens, 'access' | 'passwordRemoved'>) => {
    signedIn(tokens.access);
    tellIfPasswordRemoved(tokens);
    if (linkCallbacks.current) keepLinkCallbacks(linkCallbacks.current, store);
    dispatch({ type: 'SIGNED_IN' });
    leave();
  };

  const checkEmail = async (email: string) => {
    try {
      const check = await api.auth.checkEmail({ email, storeId: store._id });
      dispatch({ type: 'EMAIL_CHECKED', email, check });
    } catch (caught) {
      dispatch({ type: 'BACK' });
      // A 429 (too many e-mail checks from this device) is written in Spanish for the shopper.
      const message =
        isApiError(caught) && caught.status === 429
          ? caught.serverMessage
          : LOGIN_TEXTS.registrationFailed;
      dispatch({ type: 'FAILED', message });
    }
  };

  const started = useRef(false);
  useEffect(() => {
    if (plan.kind === 'none' || started.current) return;
    started.current = true;
    const signedInEmail = session && !session.isGuest ? session.user.email : null;
    void runTokenFlow(plan, { api, signedInEmail }).then(async (outcome) => {
      switch (outcome.kind) {
        case 'error':
          if (outcome.clearSession) logout();
          dispatch({ type: 'TOKEN_FAILED', message: outcome.message });
          return;
        case 'signed-in':
          linkCallbacks.current = outcome.callbacks;
          finish(outcome);
          return;
        case 'same-user':
          keepLinkCallbacks(outcome.callbacks, store);
          dispatch({ type: 'SIGNED_IN' });
          leave();
          return;
        case 'continue':
          if (session) logout();
          linkCallbacks.current = outcome.callbacks;
          dispatch({ type: 'TOKEN_USER', user: { email: outcome.email, token: outcome.token } });
          await checkEmail(outcome.email);
      }
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page visit
  }, []);

  const token = state.tokenUser?.token;
  const verifyCode = (code: string, extra: SignupNames = {}) =>
    api.auth.verifyCode({
      email: state.email,
      code,
      storeId: store._id,
      ...extra,
      ...(token ? { token } : {}),
    });
  const back = () => dispatch({ type: 'BACK' });
  const codeSent = (sentAt: number) => dispatch({ type: 'CODE_SENT', sentAt });

  if (state.signedIn) return <PageSpinner />;
  switch (state.step) {
    case 'TOKEN_VERIFICATION':
      return <PageSpinner label="Verificando el acceso" />;
    case 'TOKEN_ERROR':
      return <TokenError message={state.message ?? ''} />;
    case 'EMAIL_INPUT':
      return (
        <>
          <EmailStep initialEmail={state.email} error={state.message} onSubmit={checkEmail} />
          {googleClientId ? (
            <Suspense fallback={null}>
              <GoogleButton clientId={googleClientId} />
            </Suspense>
          ) : null}
        </>
      );
    case 'REGISTRATION_DISABLED':
      return <RegistrationDisabled email={state.email} onBack={back} />;
    case 'REGISTERED_USER':
      return (
        <SignInStep
          email={state.email}
          view={state.view === 'password' || state.view === 'code' ? state.view : 'choose'}
          methods={methods}
          defaultMethod={defaultMethod}
          forceOTP={state.check?.forceOTP ?? false}
          codeSentAt={state.codeSentAt}
          onCodeSent={codeSent}
          onChoose={(method) => dispatch({ type: 'METHOD_CHOSEN', method })}
          verifyCode={(code) => verifyCode(code)}
          onSignedIn={finish}
          onBack={back}
        />
      );
    case 'REGISTRATION':
      return (
        <RegistrationStep
          email={state.email}
          view={state.view === 'code' ? 'code' : 'signup'}
          passwordAllowed={methods.includes('password')}
          codeSentAt={state.codeSentAt}
          onCodeSent={codeSent}
          onNeedsCode={(given) => {
            setNames(given);
            dispatch({ type: 'REGISTERED', withPassword: false });
          }}
          verifyCode={(code) => verifyCode(code, names)}
          onSignedIn={finish}
          onBack={back}
        />
      );
  }
}
