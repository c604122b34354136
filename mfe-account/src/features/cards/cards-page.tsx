// userpanel/cards (spec 002 §2; 001 §4 "Card registration return"; 000 §4 Card registration):
// the shopper's cards, adding one through the provider's inscription page, the return from it,
// deleting a card when the provider allows it, and the purchase a first card made (subscribed=true).
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bus } from '@storefront/bus';
import type { Card } from '@storefront/sdk';
import { useApi, useSession, useStorePath, useTenant, type ServerData } from '@storefront/state';
import { Box, Button, Flex, Heading, PageSpinner, RowsSkeleton, Stack, Text } from '@storefront/ui';
import {
  browserLocation,
  InscriptionResultDialog,
  inscriptionStorage,
  isInAppPath,
  panelPathAfterInscription,
  useCardRegistration,
  useInscriptionReturn,
} from '@storefront/widgets/cards';
import { CardListItem } from './card-list-item';
import { CARDS_TEXTS } from './card-texts';
import { cardsViewTexts } from './cards-view-texts';
import { DeleteCardDialog } from './delete-card-dialog';
import { useCardRows, type CardRow } from './use-card-rows';
import { LoadError } from '../../components/load-error';
import { PanelPage } from '../../components/panel-page';
import { PurchaseSuccess } from '../../components/purchase-success';
import { EmptyText } from '../../components/empty-text';

export default function CardsPage() {
  const api = useApi();
  const { store } = useTenant();
  const session = useSession();
  const navigate = useNavigate();
  const storePath = useStorePath();
  const [search] = useSearchParams();
  const { title, description } = cardsViewTexts(store);
  const { state, reload } = useCardRows(session?.user.userId, store._id);
  const inscription = useInscriptionReturn(store._id, { rule: 'panel' });
  const registration = useCardRegistration(store._id);
  const [toDelete, setToDelete] = useState<Card | null>(null);
  const [deleting, setDeleting] = useState(false);

  const removeCard = async (card: Card) => {
    setDeleting(true);
    try {
      await api.cards.remove(card._id);
      bus.emit('toast', { status: 'success', title: CARDS_TEXTS.deleted });
      await reload({ quiet: true });
    } catch (error) {
      console.error('[mfe-account] cards: delete failed', error);
      bus.emit('toast', { status: 'error', title: CARDS_TEXTS.deleteError });
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  const closeResult = () => {
    const success = inscription.outcome?.kind === 'success';
    inscription.dismiss();
    const target = inscriptionStorage.takeReturnUrl(success);
    if (!target) {
      // Back to the flow that sent her here to add a card (a hired service → its charges list).
      const next = panelPathAfterInscription(search);
      if (next) navigate(storePath(next));
      return;
    }
    if (isInAppPath(target)) navigate(target);
    else browserLocation.assign(target);
  };

  return (
    <PanelPage>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-end' }}
        gap="4"
        mb="6"
      >
        <Box>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted" mt="2">
            {description}
          </Text>
        </Box>
        <Button
          colorPalette="brand"
          onClick={() => void registration.start()}
          loading={registration.starting}
          disabled={inscription.confirming}
          flexShrink={0}
        >
          {CARDS_TEXTS.addCard}
        </Button>
      </Flex>

      {registration.startFailed ? (
        <Text role="alert" color="brand.error" mb="4">
          {CARDS_TEXTS.startError}
        </Text>
      ) : null}

      {inscription.confirming ? (
        <PageSpinner label={CARDS_TEXTS.confirming} minH="30vh" />
      ) : (
        <CardList state={state} onRetry={() => void reload()} onDelete={setToDelete} />
      )}

      <DeleteCardDialog
        card={toDelete}
        deleting={deleting}
        onConfirm={(card) => void removeCard(card)}
        onCancel={() => setToDelete(null)}
      />
      <InscriptionResultDialog outcome={inscription.outcome} onClose={closeResult} />
      {/* A first card's purchase lands here (001 §4): it is told, then her subscriptions. */}
      <PurchaseSuccess variant="recurring" then="userpanel/subscriptions" />
    </PanelPage>
  );
}

function CardList({
  state,
  onRetry,
  onDelete,
}: {
  state: ServerData<CardRow[]>;
  onRetry(): void;
  onDelete(card: Card): void;
}) {
  if (state.status !== 'ready' && state.status !== 'error')
    return <RowsSkeleton label={CARDS_TEXTS.loading} />;
  if (state.status === 'error') {
    return <LoadError text={CARDS_TEXTS.loadError} retry={CARDS_TEXTS.retry} onRetry={onRetry} />;
  }
  const rows = state.data;
  if (rows.length === 0) {
    return <EmptyText>{CARDS_TEXTS.empty}</EmptyText>;
  }
  return (
    <Stack as="ul" aria-label="Tarjetas registradas" gap="3" listStyleType="none" m="0" p="0">
      {rows.map(({ card, canBeDeleted }) => (
        <CardListItem key={card._id} card={card} canBeDeleted={canBeDeleted} onDelete={onDelete} />
      ))}
    </Stack>
  );
}
