import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { CartLineLike } from '@storefront/domain';
import ModalImpl from '../overlays/modal.impl';
import type { CartChangesDialogProps, OverlayTexts } from './cart-changes-dialog-props';

// Used when the store content lacks a text (the seeded stores carry them all).
const FALLBACK: Required<{ [K in keyof OverlayTexts]: string }> = {
  title: 'Tu carrito cambió',
  description: 'Algunos productos de tu carrito cambiaron desde tu última visita.',
  subTitle: 'Revisa los cambios antes de continuar',
  preListInfo: 'Estos productos cambiaron:',
  remainingItemsMessage: 'El resto de tu carrito se mantiene igual.',
  emptyCartMessage: 'Tu carrito quedó vacío.',
  continueToPayment: 'Continuar al pago',
  modifySubscription: 'Modificar suscripción',
  continueBuying: 'Seguir comprando',
  backToHome: 'Volver al inicio',
  backToCart: 'Volver al carrito',
};

const nameOf = (line: CartLineLike) => line.name || 'Producto';

export default function CartChangesDialogImpl({
  open,
  texts,
  changes,
  cartEmpty,
  onContinue,
  onBackToCart,
  onClose,
}: CartChangesDialogProps) {
  const text = (key: keyof OverlayTexts) => texts[key] || FALLBACK[key];
  const items = [
    ...changes.removed.map((line) => ({ line, detail: 'Ya no está disponible' })),
    ...changes.removedBySubscription.map((line) => ({
      line,
      detail: 'Reemplazado por otro producto de la misma familia',
    })),
    ...changes.reduced.map(({ line, oldQuantity, newQuantity }) => ({
      line,
      detail: `Cantidad: antes ${oldQuantity}, ahora ${newQuantity}`,
    })),
  ];
  return (
    <ModalImpl
      open={open}
      onClose={onClose}
      title={text('title')}
      size="sm"
      footer={
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" w="full" justify="flex-end">
          <Button variant="outline" colorPalette="brand" onClick={onBackToCart}>
            {text('backToCart')}
          </Button>
          {cartEmpty ? null : (
            <Button colorPalette="brand" onClick={onContinue}>
              {text('continueToPayment')}
            </Button>
          )}
        </Stack>
      }
    >
      <Stack gap="3">
        <Text>{text('description')}</Text>
        <Text fontWeight="semibold">{text('subTitle')}</Text>
        <Text id="cart-changes-list-info">{text('preListInfo')}</Text>
        <Box as="ul" aria-labelledby="cart-changes-list-info" pl="5" listStyleType="disc">
          {items.map(({ line, detail }, index) => (
            <Box as="li" key={`${line.productId}-${index}`}>
              <Text as="span" fontWeight="semibold">
                {nameOf(line)}
              </Text>
              <Text as="span">{`: ${detail}`}</Text>
            </Box>
          ))}
        </Box>
        <Text>{cartEmpty ? text('emptyCartMessage') : text('remainingItemsMessage')}</Text>
      </Stack>
    </ModalImpl>
  );
}
