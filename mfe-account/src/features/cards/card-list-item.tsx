// One saved card: brand, last four digits and type in Spanish; Delete only when it may be deleted.
import { Badge, Box, Button, HStack, Text } from '@storefront/ui';
import type { Card } from '@storefront/sdk';
import { CardBrandMark, cardName, cardTypeLabel } from '@storefront/widgets/cards';
import { PanelListItem } from '../../components/panel-list-item';

export interface CardListItemProps {
  card: Card;
  canBeDeleted: boolean;
  onDelete(card: Card): void;
}

export function CardListItem({ card, canBeDeleted, onDelete }: CardListItemProps) {
  const type = cardTypeLabel(card.type);
  return (
    <PanelListItem
      aria-label={cardName(card)}
      display="flex"
      alignItems="center"
      justifyContent="space-between"
      gap="4"
    >
      <HStack gap="4" minW="0">
        <CardBrandMark brand={card.brand} />
        <Box minW="0">
          <HStack gap="2">
            <Text fontWeight="semibold">{card.brand}</Text>
            {type ? (
              <Badge variant="subtle" colorPalette="gray">
                {type}
              </Badge>
            ) : null}
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            <span aria-hidden>•••• </span>
            <span>{card.digits}</span>
          </Text>
        </Box>
      </HStack>
      {canBeDeleted ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-label={`Eliminar ${cardName(card)}`}
          onClick={() => onDelete(card)}
        >
          Eliminar
        </Button>
      ) : null}
    </PanelListItem>
  );
}
