// The card picker (spec 001 §2 checkout and subscription edit, §5 "Cards and instalments"): the
// shopper's saved cards as a radio group, and "Agregar tarjeta". The first card is chosen once
// the list arrives; clicking the chosen card again deselects it unless the policy requires a
// tokenized card ("A card cannot be deselected when the policy requires a tokenized card").
import { useEffect, useId, useRef } from 'react';
import type { Card } from '@storefront/sdk';
import { Badge, Box, Button, chakra, HStack, PageSpinner, Stack, Text } from '@storefront/ui';
// From the cards entry by the package's name: federation hands over the page's one copy.
import {
  CardBrandMark,
  cardName,
  cardTypeLabel,
  CARD_REGISTRATION_TEXTS as TEXTS,
  useCards,
} from '@storefront/widgets/cards';

export const CARD_PICKER_TEXTS = {
  legend: 'Medio de pago',
  loading: 'Cargando tarjetas',
  loadError: 'No pudimos cargar tus tarjetas. Por favor, vuelve a intentarlo.',
  retry: 'Reintentar',
  empty: 'Aún no tienes tarjetas registradas.',
} as const;

export interface CardPickerProps {
  userId: string | undefined;
  storeId: string;
  selectedId: string | null;
  onChange(card: Card | null): void;
  /** paymentMethodsPolicy.requireTokenized: a chosen card cannot be deselected. */
  required?: boolean;
  onAdd(): void;
  adding?: boolean;
  /** Why adding a card is not possible yet (e.g. terms not accepted); shown under the button. */
  addBlockedReason?: string | null;
  legend?: string;
  /** The card list as it loaded (the caller needs to know whether the shopper has any). */
  onCardsLoaded?(cards: Card[]): void;
}

export function CardPicker(props: CardPickerProps) {
  const { userId, storeId, selectedId, onChange, required, onAdd, adding, addBlockedReason } = props;
  const { state, reload } = useCards(userId, storeId);
  const id = useId();
  const autoChosen = useRef(false);
  const loadedRef = useRef(props.onCardsLoaded);
  loadedRef.current = props.onCardsLoaded;
  const cards = state.status === 'ready' ? state.data : null;

  useEffect(() => {
    if (!cards) return;
    loadedRef.current?.(cards);
    if (selectedId && !cards.some((card) => card._id === selectedId)) onChange(null);
    else if (!selectedId && !autoChosen.current && cards[0]) onChange(cards[0]);
    // Only once a card was there to choose: a list that was empty (a registration still being
    // confirmed) gets its first card chosen when it arrives.
    if (cards.length > 0) autoChosen.current = true;
  }, [cards, selectedId, onChange]);

  const choose = (card: Card) => {
    if (card._id === selectedId) {
      if (!required) onChange(null);
    } else onChange(card);
  };

  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontWeight="semibold" mb="3">
        {props.legend ?? CARD_PICKER_TEXTS.legend}
      </chakra.legend>
      {state.status === 'error' ? (
        <Stack role="alert" align="flex-start" gap="2">
          <Text>{CARD_PICKER_TEXTS.loadError}</Text>
          <Button size="sm" variant="outline" onClick={() => void reload()}>
            {CARD_PICKER_TEXTS.retry}
          </Button>
        </Stack>
      ) : !cards ? (
        <PageSpinner label={CARD_PICKER_TEXTS.loading} minH="20" />
      ) : cards.length === 0 ? (
        <Text color="fg.muted">{CARD_PICKER_TEXTS.empty}</Text>
      ) : (
        <Stack gap="2" role="radiogroup" aria-label={props.legend ?? CARD_PICKER_TEXTS.legend}>
          {cards.map((card) => (
            <CardOption
              key={card._id}
              name={`${id}-card`}
              card={card}
              checked={card._id === selectedId}
              onChoose={() => choose(card)}
            />
          ))}
        </Stack>
      )}
      <Box mt="3">
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          onClick={onAdd}
          loading={adding}
          disabled={Boolean(addBlockedReason)}
          aria-describedby={addBlockedReason ? `${id}-add-blocked` : undefined}
        >
          {TEXTS.addCard}
        </Button>
        {addBlockedReason ? (
          <Text id={`${id}-add-blocked`} fontSize="sm" color="fg.muted" mt="1">
            {addBlockedReason}
          </Text>
        ) : null}
      </Box>
    </chakra.fieldset>
  );
}

function CardOption(props: { name: string; card: Card; checked: boolean; onChoose(): void }) {
  const { card, checked } = props;
  const type = cardTypeLabel(card.type);
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap="3"
      borderWidth={checked ? '2px' : '1px'}
      borderColor={checked ? 'brand.solid' : 'border'}
      borderRadius="lg"
      px="4"
      py="3"
      cursor="pointer"
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
    >
      <chakra.input
        type="radio"
        name={props.name}
        checked={checked}
        aria-label={`${cardName(card)}${type ? `, ${type}` : ''}`}
        onChange={props.onChoose}
        // A click on the chosen radio fires no change: it is the deselect gesture.
        onClick={() => checked && props.onChoose()}
        accentColor="var(--chakra-colors-brand-solid)"
      />
      <CardBrandMark brand={card.brand} size="sm" />
      <HStack gap="2" aria-hidden>
        <Text fontWeight="medium">•••• {card.digits}</Text>
        {type ? (
          <Badge variant="subtle" colorPalette="gray">
            {type}
          </Badge>
        ) : null}
      </HStack>
    </chakra.label>
  );
}
