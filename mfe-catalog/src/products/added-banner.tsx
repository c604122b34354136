// The added-to-cart banner (spec 000 §2, §9: 8000 ms). A live region, so screen readers hear it.
import { useEffect } from 'react';
import { Box, CloseButton, HStack, Text } from '@storefront/ui';

export const ADDED_BANNER_MS = 8000;
export const ADDED_TO_CART_TEXT = 'Producto agregado al carrito';

/** Shows while `shownAt` is set; calls onHide 8 s after it was set (a new add restarts the time). */
export function AddedBanner({ shownAt, onHide }: { shownAt: number | null; onHide(): void }) {
  useEffect(() => {
    if (shownAt === null) return;
    const timer = setTimeout(onHide, ADDED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [shownAt, onHide]);

  return (
    <Box
      role="status"
      position="fixed"
      bottom="4"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
    >
      {shownAt !== null ? (
        <HStack bg="green.600" color="white" px="4" py="3" borderRadius="lg" boxShadow="lg" gap="3">
          <Text fontWeight="semibold">{ADDED_TO_CART_TEXT}</Text>
          <CloseButton size="xs" color="inherit" aria-label="Cerrar aviso" onClick={onHide} />
        </HStack>
      ) : null}
    </Box>
  );
}
