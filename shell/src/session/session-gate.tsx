// Spec 000 §4 Session, once a session exists and not on login, recover or user-info:
// (a) a required user field (policy) is missing → user-info?redirect={where the shopper was};
// (b) otherwise the store's payer is fetched (created when missing), and an inactive payer forces
//     the "Confirma tus datos" dialog until it is saved;
// (c) a screen may ask for the same dialog through payerConfirmationAtom (the cart's "Continuar"
//     re-checks the payer before checkout): once saved, the shopper goes where it asked.
// Mounted once by the app, inside the router and the route table.
import {
  Suspense,
  type ComponentProps,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtom, useAtomValue } from 'jotai';
import { missingUserFields, requiredUserFields, stripPrefix } from '@storefront/domain';
import type { Payer } from '@storefront/sdk';
import {
  apiAtom,
  payerConfirmationAtom,
  sessionAtom,
  tenantAtom,
  useReloadSession,
  useServerDataCache,
} from '@storefront/state';
import { lazyPage } from '@storefront/ui';
import { confirmPayerData, ensurePayer, payerFormDefaults } from '../payer/ensure-payer';
import { matchStoreRoute, useRouteTable } from '../routing/route-table-context';
import type { PersonValues } from './person-fields';
import { gateApplies, userInfoPath } from './session-gate-rules';

// Only an inactive payer sees this dialog: its form code (RUT field, validation) loads then.
const ConfirmDataDialog = lazyPage<
  ComponentProps<typeof import('../payer/confirm-data-dialog').ConfirmDataDialog>
>(
  () =>
    import('../payer/confirm-data-dialog').then((module) => ({
      default: module.ConfirmDataDialog,
    })),
  'ConfirmDataDialog',
);

export function SessionGate() {
  const api = useAtomValue(apiAtom);
  const tenant = useAtomValue(tenantAtom);
  const session = useAtomValue(sessionAtom);
  const { routes, prefix } = useRouteTable();
  const location = useLocation();
  const navigate = useNavigate();
  const reloadSession = useReloadSession();

  const route = matchStoreRoute(routes, prefix, location.pathname);
  const applies = session !== null && gateApplies(route, session.isGuest);
  const optional = useMemo(() => tenant?.store.userOptionalAttrs ?? {}, [tenant]);
  const missing = useMemo(
    () =>
      session && tenant
        ? missingUserFields(session.user, {
            required: requiredUserFields(tenant.policy),
            isGuest: session.isGuest,
            optional,
          })
        : [],
    [session, tenant, optional],
  );

  // (a) Every navigation with a field missing goes to user-info, and back afterwards.
  useEffect(() => {
    if (!applies || missing.length === 0) return;
    const path = stripPrefix(location.pathname, prefix);
    navigate(userInfoPath(prefix, path, location.search), { replace: true });
  }, [applies, missing, location.pathname, location.search, prefix, navigate]);

  // (b) Once per user and store; a failed lookup is tried again on the next navigation.
  const [inactive, setInactive] = useState<Payer | null>(null);
  const checked = useRef<string | null>(null);
  const cache = useServerDataCache();
  const userId = session?.user.userId;
  const storeId = tenant?.store._id;
  const ready = applies && missing.length === 0;
  const currentKey = useRef<string | null>(null);
  currentKey.current = userId && storeId ? `${userId}|${storeId}` : null;
  useEffect(() => {
    if (!userId) checked.current = null;
    if (!ready || !api || !userId || !storeId) return;
    const key = `${userId}|${storeId}`;
    if (checked.current === key) return;
    checked.current = key;
    ensurePayer(api, cache, { userId, storeId })
      .then((payer) => {
        if (currentKey.current === key && payer.active === false) setInactive(payer);
      })
      .catch((error: unknown) => {
        if (checked.current === key) checked.current = null;
        console.warn('[shell] payer lookup failed', error);
      });
  }, [ready, api, cache, userId, storeId, location.key]);

  // (c) A screen's request (the cart before checkout).
  const [requested, setRequested] = useAtom(payerConfirmationAtom);

  // A logout (or another user) drops a dialog that belonged to the previous session.
  useEffect(() => {
    if (inactive && inactive.userId && inactive.userId !== userId) setInactive(null);
    if (requested && requested.payer.userId && requested.payer.userId !== userId)
      setRequested(null);
    if (!userId) {
      setInactive(null);
      if (requested) setRequested(null);
    }
  }, [inactive, requested, setRequested, userId]);

  const save = useCallback(
    async (payer: Payer, values: PersonValues) => {
      if (!api) return;
      await confirmPayerData(api, payer._id, values);
      await reloadSession();
      setInactive(null);
      if (requested) {
        setRequested(null);
        navigate(requested.then);
      }
    },
    [api, reloadSession, requested, setRequested, navigate],
  );

  const payer = inactive ?? requested?.payer ?? null;
  if (!payer || !session || !applies) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDataDialog
        key={payer._id}
        payer={payer}
        defaults={payerFormDefaults(payer, session.user)}
        optional={optional}
        onSave={save}
      />
    </Suspense>
  );
}
