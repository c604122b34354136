// recover/{token} (spec 000 §2, §4 Password recovery, §5, §8): the mailed token is validated; a bad
// one shows the expiry text. The new password (+ repeat) is set with auth.changePassword, which
// signs in; the guest's cart is then merged into the user's (carts/mergeCarts with storeId and
// guestId) and the shopper goes to the store root. The merged cart goes through change detection
// (000 §4 "runs after merge"): what the merge dropped or cut waits for the cart page's notice.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Box, Button, chakra, PageSpinner, Stack, Text } from '@storefront/ui';
import { useSchemaForm } from '@storefront/ui/forms';
import { LOGIN_TEXTS, resetPasswordFormSchema, storePath } from '@storefront/domain';
import { bus } from '@storefront/bus';
import { isApiError } from '@storefront/sdk';
import { getGuestId, useApi, useTenant } from '@storefront/state';
import { useCartChangeNotice } from '@storefront/state/cart-changes';
import { useSessionActions } from '../../session/use-session-actions';
import { BackButton, FormAlert, StepHeading } from '../login/login-ui';
import { NewPasswordFields } from '../login/new-password-fields';

const INVALID_TOKEN = 'Invalid or expired token';

type TokenState = { kind: 'checking' } | { kind: 'bad' } | { kind: 'valid'; email: string };

export default function RecoverPage() {
  const api = useApi();
  const { token = '' } = useParams();
  const [state, setState] = useState<TokenState>({ kind: 'checking' });

  useEffect(() => {
    let live = true;
    setState({ kind: 'checking' });
    api.auth
      .validateRecoverToken(token)
      .then(({ email }) => live && setState({ kind: 'valid', email }))
      .catch(() => live && setState({ kind: 'bad' }));
    return () => {
      live = false;
    };
  }, [api, token]);

  return (
    <Box maxW="sm" w="full" mx="auto" px="4" py={{ base: '8', md: '16' }}>
      {state.kind === 'checking' ? <PageSpinner /> : null}
      {state.kind === 'bad' ? <BadToken /> : null}
      {state.kind === 'valid' ? (
        <NewPasswordForm
          token={token}
          email={state.email}
          onBadToken={() => setState({ kind: 'bad' })}
        />
      ) : null}
    </Box>
  );
}

function BadToken() {
  const { prefix } = useTenant();
  const navigate = useNavigate();
  return (
    <Stack gap="4">
      <StepHeading>Recupera tu contraseña</StepHeading>
      <Text role="alert">{LOGIN_TEXTS.recoverBadToken}</Text>
      <BackButton onClick={() => navigate(storePath(prefix, 'login'))} />
    </Stack>
  );
}

function NewPasswordForm({
  token,
  email,
  onBadToken,
}: {
  token: string;
  email: string;
  onBadToken(): void;
}) {
  const api = useApi();
  const { store, prefix } = useTenant();
  const navigate = useNavigate();
  const { signedIn } = useSessionActions();
  const { receive: detect } = useCartChangeNotice();
  const form = useSchemaForm(resetPasswordFormSchema, {
    defaultValues: { password: '', repeat: '' },
  });
  const [failed, setFailed] = useState(false);

  const submit = form.handleSubmit(async ({ password }) => {
    setFailed(false);
    let access: string;
    try {
      access = (await api.auth.changePassword({ token, password })).access;
    } catch (caught) {
      if (isApiError(caught) && caught.serverMessage === INVALID_TOKEN) onBadToken();
      else setFailed(true);
      return;
    }
    signedIn(access);
    try {
      const merged = await api.carts.mergeCarts({ storeId: store._id, guestId: getGuestId() });
      bus.emit('cart:changed', { totalLength: merged.totalLength });
      detect(merged, undefined, { later: true });
    } catch {
      // The password is changed and the shopper signed in; a failed merge leaves the guest cart.
    }
    navigate(storePath(prefix, ''), { replace: true });
  });

  return (
    <chakra.form onSubmit={submit} noValidate w="full">
      <Stack gap="4">
        <StepHeading>Recupera tu contraseña</StepHeading>
        <Text color="fg.muted" wordBreak="break-all">
          {email}
        </Text>
        <NewPasswordFields form={form} />
        <FormAlert>{failed ? LOGIN_TEXTS.registrationFailed : null}</FormAlert>
        <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
          Cambiar contraseña
        </Button>
      </Stack>
    </chakra.form>
  );
}
