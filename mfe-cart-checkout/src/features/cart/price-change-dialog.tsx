// The price-change notice (spec 000 §2 Cart page modals; §4 "Price change notice on items"): the
// items of the shopper's subscriptions whose price is about to change, each with its current and
// new price (000 §9 amount display) and the days until the change (001 §4). Red, "Confirmación
// requerida", when any item needs the shopper's opt-in (with a link to confirmPrice/{id}); green
// otherwise. However it is closed (button, X, Escape, outside, or the confirm link), `onClose`
// gets whether "No volver a mostrar" was ticked.
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Badge,
  Box,
  Button,
  chakra,
  HStack,
  Link,
  Modal,
  Stack,
  Text,
  VisuallyHidden,
} from '@storefront/ui';
import {
  daysLeftText,
  formatAmount,
  priceChangeTone,
  type PriceChangeItem,
} from '@storefront/domain';
import { useStorePath } from '@storefront/state';

export const PRICE_CHANGE_TEXTS = {
  titleInformative: 'Cambio de precio en tus suscripciones',
  titleConfirm: 'Confirma el nuevo precio de tus suscripciones',
  confirmationRequired: 'Confirmación requerida',
  introInformative:
    'El precio de estos productos de tus suscripciones va a cambiar. No tienes que hacer nada: seguirán en tu suscripción con el nuevo precio.',
  introConfirm:
    'El precio de estos productos de tus suscripciones va a cambiar. Confirma el nuevo precio para mantenerlos; si no lo haces, saldrán de tu suscripción y no se cobrarán en el próximo período.',
  listLabel: 'Productos con cambio de precio',
  currentPrice: 'Precio actual',
  newPrice: 'Nuevo precio',
  changes: 'Cambia',
  confirmLink: 'Confirmar nuevo precio',
  doNotShowAgain: 'No volver a mostrar',
  close: 'Entendido',
} as const;

export interface PriceChangeDialogProps {
  open: boolean;
  items: PriceChangeItem[];
  onClose(doNotShowAgain: boolean): void;
}

export function PriceChangeDialog({ open, items, onClose }: PriceChangeDialogProps) {
  const storePath = useStorePath();
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  const listId = useId();
  const confirm = priceChangeTone(items) === 'confirmation-required';
  const palette = confirm ? 'red' : 'green';
  const T = PRICE_CHANGE_TEXTS;
  const close = () => onClose(doNotShowAgain);

  return (
    <Modal
      open={open}
      onClose={close}
      title={confirm ? T.titleConfirm : T.titleInformative}
      width="375px"
      footer={
        <Stack w="full" gap="3">
          <HStack as="label" gap="3" align="center" cursor="pointer">
            <chakra.input
              type="checkbox"
              w="5"
              h="5"
              checked={doNotShowAgain}
              onChange={(event) => setDoNotShowAgain(event.target.checked)}
              accentColor="var(--chakra-colors-brand-solid)"
            />
            <Text>{T.doNotShowAgain}</Text>
          </HStack>
          <Button colorPalette="brand" w="full" onClick={close}>
            {T.close}
          </Button>
        </Stack>
      }
    >
      <Stack
        gap="3"
        data-tone={confirm ? 'confirmation-required' : 'informative'}
        borderLeftWidth="4px"
        borderColor={`${palette}.solid`}
        bg={`${palette}.subtle`}
        color={`${palette}.fg`}
        borderRadius="md"
        p="3"
      >
        {confirm ? (
          <Badge colorPalette="red" variant="solid" alignSelf="flex-start">
            {T.confirmationRequired}
          </Badge>
        ) : null}
        <Text>{confirm ? T.introConfirm : T.introInformative}</Text>
      </Stack>
      <VisuallyHidden id={listId}>{T.listLabel}</VisuallyHidden>
      <Box as="ul" aria-labelledby={listId} listStyleType="none" mt="3">
        {items.map((item) => {
          const days = daysLeftText(item.daysLeft);
          return (
            <Box
              as="li"
              key={`${item.subscriptionId}-${item.productId}`}
              py="3"
              borderBottomWidth="1px"
              borderColor="border.muted"
            >
              <Text fontWeight="semibold">{item.name}</Text>
              <Text>
                {`${T.currentPrice}: `}
                {formatAmount(item.oldPrice, item.currency)}
              </Text>
              <Text color={item.optIn ? 'green.fg' : 'red.fg'} fontWeight="semibold">
                {`${T.newPrice}: ${formatAmount(item.newPrice, item.currency)}`}
              </Text>
              {days ? <Text fontSize="sm">{`${T.changes} ${days}`}</Text> : null}
              {item.optIn ? null : (
                <Link asChild color="red.fg" textDecoration="underline" fontWeight="semibold">
                  <RouterLink
                    to={storePath(`confirmPrice/${encodeURIComponent(item.subscriptionId)}`)}
                    aria-label={`${T.confirmLink}: ${item.name}`}
                    onClick={close}
                  >
                    {T.confirmLink}
                  </RouterLink>
                </Link>
              )}
            </Box>
          );
        })}
      </Box>
    </Modal>
  );
}
