// userpanel/subscriptions (spec 001 §2 Subscription list, 002 §2): the shopper's subscriptions in
// three lists (active, paused, ended) with their statuses, banners and the actions of 001 §4, each
// in its dialog; "Agregar ítems" to the store; the query's notices (updated, subscribed, the
// Khipu and Mercado Pago returns, a card inscription return). A service store never gets here:
// the shell sends it to userpanel/charges (serviceStoreRedirect).
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { bus } from '@storefront/bus';
import {
  paysOnPaymentScreen,
  SUBSCRIPTION_GROUPS,
  subscriptionGroup,
  type SubscriptionGroup,
} from '@storefront/domain';
import type { Subscription } from '@storefront/sdk/purchases';
import { useSession, useStorePath, useTenant } from '@storefront/state';
import { Button, Flex, Heading, PageSpinner, RowsSkeleton, Stack, Text } from '@storefront/ui';
import { InscriptionResultDialog } from '@storefront/widgets/cards';
import { PaymentDialog } from '@storefront/widgets/subscription-payment';
import { LoadError } from '../../components/load-error';
import { PurchaseSuccess } from '../../components/purchase-success';
import { CancelDialog } from './dialogs/cancel-dialog';
import { PauseDialog } from './dialogs/pause-dialog';
import { ResumeDialog } from './dialogs/resume-dialog';
import { CalendarLink } from './calendar-link';
import { ProviderReturnNotice, UpdatedNotice } from './query-notices';
import type { SubscriptionAction, SubscriptionActionKind } from './subscription-action';
import { SubscriptionSection } from './subscription-section';
import { paymentDialogTexts, SUBSCRIPTIONS_TEXTS as TEXTS } from './subscriptions-texts';
import { useCardForSubscription } from './use-card-for-subscription';
import { useSubscriptions } from './use-subscriptions';
import { PanelPage } from '../../components/panel-page';

const GROUPS = Object.keys(SUBSCRIPTION_GROUPS) as SubscriptionGroup[];

export default function SubscriptionsPage() {
  const { store } = useTenant();
  const session = useSession();
  const storePath = useStorePath();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { state, reload } = useSubscriptions(session?.user.userId, store._id);
  const [action, setAction] = useState<SubscriptionAction | null>(null);
  const refresh = () => void reload({ quiet: true });
  const card = useCardForSubscription(store._id, refresh);

  const open = (kind: SubscriptionActionKind, subscription: Subscription) => {
    // 001 §2: a subscription paid by more than one method, or not by the one-click card, pays on
    // the payment screen.
    if ((kind === 'retry' || kind === 'reactivate') && paysOnPaymentScreen(subscription)) {
      navigate(storePath(`payment/${encodeURIComponent(subscription._id)}`));
      return;
    }
    setAction({ kind, subscription });
  };
  const done = (announcement: string) => {
    setAction(null);
    bus.emit('toast', { status: 'success', title: announcement });
    refresh();
  };
  const closeInscription = () => {
    card.inscription.dismiss();
    // 001 §4 Card registration return: "when subscribed or hired is true the user goes to charges (hired)".
    if (search.get('hired') === 'true') navigate(storePath('userpanel/charges'));
  };

  return (
    <PanelPage>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-start' }}
        gap="4"
        mb="6"
      >
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {TEXTS.title}
        </Heading>
        <Flex gap="2" align="center" wrap="wrap" justify={{ base: 'flex-start', sm: 'flex-end' }}>
          {session ? <CalendarLink userId={session.user.userId} storeId={store._id} /> : null}
          <Button asChild variant="outline" flexShrink={0}>
            <RouterLink to={storePath('')}>{TEXTS.addItems}</RouterLink>
          </Button>
        </Flex>
      </Flex>

      {card.startFailed ? (
        <Text role="alert" color="brand.error" mb="4">
          {TEXTS.addCardFailed}
        </Text>
      ) : null}

      {state.status === 'error' ? (
        <LoadError text={TEXTS.loadError} retry={TEXTS.retryLoad} onRetry={() => void reload()} />
      ) : card.inscription.confirming ? (
        <PageSpinner label={TEXTS.loading} minH="30vh" />
      ) : !state.data ? (
        <RowsSkeleton label={TEXTS.loading} />
      ) : (
        <Stack gap="8">
          {GROUPS.map((group) => (
            <SubscriptionSection
              key={group}
              group={group}
              subscriptions={state.data!.filter((s) => subscriptionGroup(s.status) === group)}
              onAction={open}
              onAddCard={card.start}
              addingCard={card.starting}
            />
          ))}
        </Stack>
      )}

      {action?.kind === 'cancel' ? (
        <CancelDialog
          subscription={action.subscription}
          onClose={() => setAction(null)}
          onDone={(_, text) => done(text)}
        />
      ) : null}
      {action?.kind === 'pause' ? (
        <PauseDialog
          subscription={action.subscription}
          onClose={() => setAction(null)}
          onDone={(_, text) => done(text)}
        />
      ) : null}
      {action?.kind === 'resume' ? (
        <ResumeDialog
          subscription={action.subscription}
          onClose={() => setAction(null)}
          onDone={(_, text) => done(text)}
        />
      ) : null}
      {action?.kind === 'retry' || action?.kind === 'reactivate' ? (
        <PaymentDialog
          kind={action.kind}
          subscription={action.subscription}
          texts={paymentDialogTexts(action.kind)}
          onClose={() => {
            setAction(null);
            refresh();
          }}
          otherCard={{
            label: TEXTS.payment.otherCard,
            onChoose: () =>
              navigate(storePath(`payment/${encodeURIComponent(action.subscription._id)}`)),
          }}
        />
      ) : null}
      <UpdatedNotice />
      <ProviderReturnNotice />
      <PurchaseSuccess variant="recurring" />
      <InscriptionResultDialog outcome={card.inscription.outcome} onClose={closeInscription} />
    </PanelPage>
  );
}
