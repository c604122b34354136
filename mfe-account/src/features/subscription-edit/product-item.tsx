// One item of the products accordion (001 §2 "a products accordion (expandable panels)"): its
// quantity and price, Modificar (the shared product form in edit mode; hidden on a pharmacy
// store, 001 §1), Eliminar, and the price-change toggle with the days left and the shopper's past
// answers (001 §4; issue 12 "Price changes as consent").
import { daysLeftText, daysUntil, formatAmount, formatDate } from '@storefront/domain';
import type { Product } from '@storefront/sdk';
import type { PriceConsent, SubscriptionProduct } from '@storefront/sdk/purchases';
import { Box, Button, chakra, Flex, HStack, Image, Stack, Text } from '@storefront/ui';
import { Disclosure } from '../../components/disclosure';
import type { DraftItem } from './edit-draft';
import { EDIT_TEXTS as TEXTS } from './edit-texts';

export interface ProductItemProps {
  item: SubscriptionProduct;
  draft: DraftItem;
  currency: string;
  product: Product | null;
  canModify: boolean;
  /** A line under the item (an item added in this edit says so). */
  note?: string | null;
  consents: PriceConsent[];
  now: Date;
  onModify(): void;
  onRemove(): void;
  onUndoRemove(): void;
  onOptIn(optIn: boolean): void;
}

export function ProductItem(props: ProductItemProps) {
  const { item, draft, currency } = props;
  const removed = draft.quantity === 0;
  const change = item.priceChange;
  const when = change ? daysLeftText(daysUntil(change.priceDeploymentAt, props.now)) : null;
  const imageUrl = item.product?.imageUrl ?? props.product?.imageUrl ?? null;

  return (
    <Disclosure
      as="li"
      title={item.name}
      status={removed ? TEXTS.remove : `${TEXTS.quantity}: ${draft.quantity}`}
      gap="4"
    >
      <Flex gap="4" align="center">
        {imageUrl ? (
          <Image src={imageUrl} alt="" boxSize="16" objectFit="cover" borderRadius="md" />
        ) : null}
        <Stack gap="0" fontSize="sm">
          <Text>
            {TEXTS.unitPrice}: {formatAmount(item.price, currency)}
          </Text>
          <Text>
            {TEXTS.quantity}: {draft.quantity}
          </Text>
        </Stack>
      </Flex>
      {props.note ? (
        <Text fontSize="sm" color="fg.muted">
          {props.note}
        </Text>
      ) : null}
      {removed ? (
        <HStack gap="3" wrap="wrap">
          <Text color="fg.muted">{TEXTS.removed}</Text>
          <Button size="sm" variant="outline" onClick={props.onUndoRemove}>
            {TEXTS.undoRemove}
          </Button>
        </HStack>
      ) : (
        <HStack gap="3" wrap="wrap">
          {props.canModify ? (
            <Button
              size="sm"
              variant="outline"
              onClick={props.onModify}
              disabled={!props.product}
              aria-label={TEXTS.modifyProduct(item.name)}
            >
              {TEXTS.modify}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={props.onRemove}
            aria-label={TEXTS.removeProduct(item.name)}
          >
            {TEXTS.remove}
          </Button>
        </HStack>
      )}
      {change && !removed ? (
        <Stack
          as="section"
          aria-label={`${TEXTS.priceChangeTitle}: ${item.name}`}
          gap="2"
          borderTopWidth="1px"
          pt="3"
        >
          <Text fontWeight="semibold">{TEXTS.priceChangeTitle}</Text>
          {when ? (
            <Text fontSize="sm">
              {TEXTS.priceChangeNotice(formatAmount(change.newPrice, currency), when)}
            </Text>
          ) : null}
          <HStack as="label" gap="3" cursor="pointer">
            <chakra.input
              type="checkbox"
              role="switch"
              w="5"
              h="5"
              checked={draft.optIn !== false}
              onChange={(event) => props.onOptIn(event.target.checked)}
              accentColor="var(--chakra-colors-brand-solid)"
            />
            <Text>{TEXTS.priceChangeToggle}</Text>
          </HStack>
          {draft.optIn === false ? (
            <Text fontSize="sm" color="fg.warning">
              {TEXTS.priceChangeOff}
            </Text>
          ) : null}
          {props.consents.length ? (
            <Box fontSize="sm">
              <Text fontWeight="medium">{TEXTS.consentHistory}</Text>
              <chakra.ul ps="5" listStyleType="disc">
                {props.consents.map((consent) => (
                  <li key={consent._id}>
                    {formatDate(consent.createdAt)}:{' '}
                    {(consent.optIn ? TEXTS.consentOptIn : TEXTS.consentOptOut)(
                      formatAmount(consent.newPrice, consent.currency),
                    )}
                  </li>
                ))}
              </chakra.ul>
            </Box>
          ) : null}
        </Stack>
      ) : null}
    </Disclosure>
  );
}
