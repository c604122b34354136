import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ModalProps } from './types';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useRecipesOnDemand } from '../system/recipes-on-demand';

// Registered when this chunk renders, not in the base theme (recipes-on-demand.ts).
const RECIPES = { slotRecipes: { dialog: dialogSlotRecipe } };

export default function ModalImpl({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  width,
  closeLabel = 'Cerrar',
}: ModalProps) {
  useRecipesOnDemand(RECIPES);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size={size}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* A fixed width still leaves a margin on screens narrower than it. */}
          <Dialog.Content {...(width ? { width, maxWidth: 'calc(100vw - 2rem)' } : {})}>
            {title ? (
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
            ) : null}
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
