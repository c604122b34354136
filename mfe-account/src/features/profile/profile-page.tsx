// userpanel/profile (spec 002 §2 "userpanel/profile", "Profile and payers"; 000 §5): heading
// 'Mis Datos'; the e-mail read-only; name and last name, rut and phone ("+56 912345678"), each
// edited in its own dialog (PUT auth/); a company card (rut and address of the shopper's payer,
// PATCH payer/{id}) only when the checkout policy enables a company field. After a profile save the
// session is refreshed so the token's claims (navbar name, session gate) match the new profile.
import { useCallback, useState } from 'react';
import type { Payer, ProfilePatch, User } from '@storefront/sdk';
import { useApi, useReloadSession, useTenant } from '@storefront/state';
import { Box, Button, Heading, RowsSkeleton, Separator, Stack } from '@storefront/ui';
import { Field, Input } from '@storefront/ui/fields';
import { CompanyDialog, type CompanyValues } from './company-dialog';
import { NameDialog } from './name-dialog';
import { PhoneDialog } from './phone-dialog';
import { ProfileRow } from './profile-row';
import { companyCardEnabled, phoneDisplay } from './profile-rules';
import { PROFILE_TEXTS } from './profile-texts';
import { RutDialog } from './rut-dialog';
import { useProfile } from './use-profile';
import { useProfileSave } from './use-profile-save';
import { LoadError } from '../../components/load-error';
import { PanelPage } from '../../components/panel-page';

type Editing = 'name' | 'rut' | 'phone' | 'company' | null;

export default function ProfilePage() {
  const api = useApi();
  const { store, policy } = useTenant();
  const reloadSession = useReloadSession();
  const withCompany = companyCardEnabled(policy);
  const { state, reload, setUser, setPayer } = useProfile(store._id, withCompany);
  const [editing, setEditing] = useState<Editing>(null);
  // A new key per opening: each dialog starts from the saved values, never from an abandoned edit.
  const [opening, setOpening] = useState(0);
  const close = useCallback(() => setEditing(null), []);
  const save = useProfileSave(close);

  const open = (which: Exclude<Editing, null>) => {
    save.reset();
    setOpening((n) => n + 1);
    setEditing(which);
  };
  const cancel = () => {
    if (!save.saving) close();
  };

  const saveProfile = (patch: ProfilePatch) =>
    save.run(async () => {
      setUser(await api.auth.updateProfile(patch));
      // The profile is saved; a failed token refresh only delays the new claims to the next refresh.
      await reloadSession().catch((error: unknown) =>
        console.warn('[mfe-account] profile: session refresh failed', error),
      );
    });

  const saveCompany = (user: User, payer: Payer | null, company: CompanyValues) =>
    save.run(async () => {
      const target =
        payer ?? (await api.payers.createForShopper(user.userId, { storeId: store._id }));
      setPayer(await api.payers.update(target._id, { company }));
    });

  return (
    <PanelPage title={PROFILE_TEXTS.title}>
      {state.status === 'loading' ? <RowsSkeleton label={PROFILE_TEXTS.loading} /> : null}
      {state.status === 'error' ? (
        <LoadError
          text={PROFILE_TEXTS.loadError}
          retry={PROFILE_TEXTS.retry}
          onRetry={() => void reload()}
        />
      ) : null}

      {state.status === 'ready' ? (
        <Stack gap="6">
          <Box
            as="section"
            aria-label={PROFILE_TEXTS.personalCard}
            borderWidth="1px"
            borderRadius="lg"
            p={{ base: '4', md: '6' }}
          >
            <Heading as="h2" size="md" mb="4">
              {PROFILE_TEXTS.personalCard}
            </Heading>
            <Field.Root readOnly mb="2">
              <Field.Label>{PROFILE_TEXTS.email}</Field.Label>
              <Input value={state.user.email ?? ''} readOnly type="email" variant="subtle" />
            </Field.Root>
            <ProfileRow
              label={PROFILE_TEXTS.name}
              value={[state.user.name, state.user.lastName].filter(Boolean).join(' ')}
              editLabel={PROFILE_TEXTS.editName}
              onEdit={() => open('name')}
            />
            <Separator />
            <ProfileRow
              label={PROFILE_TEXTS.rut}
              value={state.user.rut ?? ''}
              editLabel={PROFILE_TEXTS.editRut}
              onEdit={() => open('rut')}
            />
            <Separator />
            <ProfileRow
              label={PROFILE_TEXTS.phone}
              value={phoneDisplay(state.user)}
              editLabel={PROFILE_TEXTS.editPhone}
              onEdit={() => open('phone')}
            />
          </Box>

          {withCompany ? (
            <Box
              as="section"
              aria-label={PROFILE_TEXTS.companyCard}
              borderWidth="1px"
              borderRadius="lg"
              p={{ base: '4', md: '6' }}
            >
              <Heading as="h2" size="md" mb="2">
                {PROFILE_TEXTS.companyCard}
              </Heading>
              <ProfileRow
                label={PROFILE_TEXTS.companyRut}
                value={state.payer?.company?.rut ?? ''}
              />
              <Separator />
              <ProfileRow
                label={PROFILE_TEXTS.address}
                value={state.payer?.company?.address ?? ''}
              />
              <Button
                mt="3"
                variant="outline"
                size="sm"
                aria-label={PROFILE_TEXTS.editCompany}
                onClick={() => open('company')}
              >
                {PROFILE_TEXTS.edit}
              </Button>
            </Box>
          ) : null}

          <NameDialog
            key={`name-${opening}`}
            open={editing === 'name'}
            initial={{ name: state.user.name ?? '', lastName: state.user.lastName ?? '' }}
            optional={store.userOptionalAttrs ?? {}}
            saving={save.saving}
            failed={save.failed}
            onSave={(values) => void saveProfile(values)}
            onCancel={cancel}
          />
          <RutDialog
            key={`rut-${opening}`}
            open={editing === 'rut'}
            initial={state.user.rut ?? ''}
            saving={save.saving}
            failed={save.failed}
            onSave={(rut) => void saveProfile({ rut })}
            onCancel={cancel}
          />
          <PhoneDialog
            key={`phone-${opening}`}
            open={editing === 'phone'}
            initial={state.user}
            saving={save.saving}
            failed={save.failed}
            onSave={({ prefix, number }) =>
              void saveProfile({ phone: number, phonePrefix: prefix })
            }
            onCancel={cancel}
          />
          {withCompany ? (
            <CompanyDialog
              key={`company-${opening}`}
              open={editing === 'company'}
              initial={{
                rut: state.payer?.company?.rut ?? '',
                address: state.payer?.company?.address ?? '',
              }}
              saving={save.saving}
              failed={save.failed}
              onSave={(company) => void saveCompany(state.user, state.payer, company)}
              onCancel={cancel}
            />
          ) : null}
        </Stack>
      ) : null}
    </PanelPage>
  );
}
