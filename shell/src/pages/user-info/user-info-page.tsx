// The user-info route (spec 000 §2, §4 Session; 001 §2): collects the missing name, last name and
// rut, saves them (PUT auth/), refreshes the session so the token carries them, then goes back to
// `redirect` (a path inside the store) or the store root. Edit mode when the redirect contains
// "payment": every required field shown prefilled and editable.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, Heading, Text } from '@storefront/ui';
import { useSchemaForm } from '@storefront/ui/forms';
import {
  LOGIN_TEXTS,
  missingUserFields,
  personFormSchema,
  requiredUserFields,
  safeRedirect,
  userInfoEditMode,
} from '@storefront/domain';
import { useApi, useReloadSession, useSession, useTenant } from '@storefront/state';
import { PersonFields } from '../../session/person-fields';
import { profilePatch, userInfoFields } from './user-info-fields';

export default function UserInfoPage() {
  const api = useApi();
  const session = useSession();
  const { store, policy, prefix } = useTenant();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const reloadSession = useReloadSession();
  const redirect = search.get('redirect');
  const target = safeRedirect(redirect, prefix);
  const optional = store.userOptionalAttrs ?? {};
  const user = session?.user;

  // Fixed when the page opens: saving changes the session, the form must not reshuffle meanwhile.
  const [fields] = useState(() => {
    if (!session) return [];
    const required = requiredUserFields(policy);
    const missing = missingUserFields(session.user, {
      required,
      isGuest: session.isGuest,
      optional,
    });
    return userInfoFields({
      missing,
      required,
      editMode: userInfoEditMode(redirect ?? ''),
      optional,
    });
  });
  const [schema] = useState(() => personFormSchema(fields, optional));
  const form = useSchemaForm(schema, {
    mode: 'all',
    defaultValues: { name: user?.name ?? '', lastName: user?.lastName ?? '', rut: user?.rut ?? '' },
  });
  const [failed, setFailed] = useState(false);

  // Nothing to ask: straight on.
  useEffect(() => {
    if (session && fields.length === 0) navigate(target, { replace: true });
  }, [session, fields.length, navigate, target]);

  const save = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await api.auth.updateProfile(profilePatch(fields, values));
      await reloadSession();
      navigate(target, { replace: true });
    } catch (error) {
      console.warn('[shell] user-info save failed', error);
      setFailed(true);
    }
  });

  if (!session || fields.length === 0) return null;
  return (
    <Box maxW="sm" w="full" mx="auto" px="4" py={{ base: '8', md: '16' }}>
      <Heading as="h1" size="2xl" mb="2">
        Completa tus datos
      </Heading>
      <Text mb="6" color="fg.muted">
        Necesitamos estos datos para continuar.
      </Text>
      <form noValidate aria-label="Completa tus datos" onSubmit={save}>
        <PersonFields form={form} fields={fields} optional={optional} />
        {failed ? (
          <Box role="alert" mt="4" color="brand.error" fontSize="sm">
            {LOGIN_TEXTS.registrationFailed}
          </Box>
        ) : null}
        <Button
          type="submit"
          colorPalette="brand"
          w="full"
          mt="6"
          disabled={!form.formState.isValid}
          loading={form.formState.isSubmitting}
        >
          Guardar
        </Button>
      </form>
    </Box>
  );
}
