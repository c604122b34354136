// userpanel/charges/{chargeId}, ShowCharge (spec 002 §2): a pending charge goes to its approval
// first; otherwise its details (name, description, status), the amount boxes and the progress,
// the instalments grouped Morosa / Pendiente / Pagada with a pay link on those still owed, the
// automatic-payment card when approved (with the card change), the files, and the way back.
import { useMemo } from 'react';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router-dom';
import { chargeDetailLabel, chargePath } from '@storefront/domain';
import type { Charge } from '@storefront/sdk/charges';
import { useSession, useStorePath, useTenant } from '@storefront/state';
import { Box, Button, Heading, PageSpinner, Stack, Text } from '@storefront/ui';
import { AutomaticPaymentCard } from './automatic-payment-card';
import { ChargeAmounts } from './charge-amounts';
import { ChargeFiles } from './charge-files';
import { ChargeLoadError } from './charge-load-error';
import { isChargeOfStore, useCharge } from './charge-reads';
import { ChargeStatusChip } from './charge-status-chip';
import { CHARGE_TEXTS as TEXTS } from './charge-texts';
import { InstallmentsAccordion } from './installments-accordion';
import { PanelPage } from '../../components/panel-page';

export default function ChargePage() {
  const { chargeId } = useParams();
  const { store } = useTenant();
  const storePath = useStorePath();
  const location = useLocation();
  const { state, reload } = useCharge(chargeId);
  const charge = state.data;

  if (!charge || !isChargeOfStore(charge, store._id)) {
    if (state.status === 'error' || (charge && !isChargeOfStore(charge, store._id)) || !chargeId)
      return <ChargeLoadError onRetry={() => void reload()} />;
    return <PageSpinner label={TEXTS.loading} minH="60vh" />;
  }
  // "Redirects to the approve screen if the charge is pending" (the query goes along: newCard).
  if (charge.status === 'pending')
    return <Navigate replace to={`${storePath(chargePath(charge))}${location.search}`} />;
  return <ChargeDetail charge={charge} />;
}

function ChargeDetail({ charge }: { charge: Charge }) {
  const session = useSession();
  const storePath = useStorePath();
  const listPath = storePath('userpanel/charges');
  // One instant for the whole page: the status and the groups agree on what is late.
  const now = useMemo(() => new Date(), []);
  const userId = session?.user.userId ?? charge.userId ?? '';
  return (
    <PanelPage back={{ to: listPath, label: TEXTS.back }}>
      <Stack gap="8">
        <Stack as="header" gap="3">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {charge.name}
          </Heading>
          <Stack as="dl" gap="3" m="0">
            <Box>
              <Text as="dt" srOnly>
                {TEXTS.status}
              </Text>
              <Text as="dd" m="0">
                <ChargeStatusChip label={chargeDetailLabel(charge, now)} />
              </Text>
            </Box>
            {charge.description && charge.description !== charge.name ? (
              <Box>
                <Text as="dt" srOnly>
                  {TEXTS.description}
                </Text>
                <Text as="dd" m="0" color="fg.muted" whiteSpace="pre-line">
                  {charge.description}
                </Text>
              </Box>
            ) : null}
          </Stack>
        </Stack>
        <ChargeAmounts charge={charge} />
        <InstallmentsAccordion charge={charge} now={now} />
        {charge.status === 'approved' && userId ? (
          // Keyed by the saved card: a save (or a newer read) starts the choice from it again.
          <AutomaticPaymentCard key={charge.cardId ?? 'none'} charge={charge} userId={userId} />
        ) : null}
        <ChargeFiles files={charge.files ?? []} />
        <Button asChild variant="outline" alignSelf="flex-start">
          <RouterLink to={listPath}>{TEXTS.back}</RouterLink>
        </Button>
      </Stack>
    </PanelPage>
  );
}
