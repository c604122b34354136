import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormDialogProps } from './form-dialog-props';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useRecipesOnDemand } from '../system/recipes-on-demand';

// Registered when this chunk renders, not in the base theme (recipes-on-demand.ts).
const RECIPES = { slotRecipes: { dialog: dialogSlotRecipe } };

export default function FormDialogImpl({
  open,
  title,
  description,
  children,
  footer,
  dismissible = true,
  onClose,
  onSubmit,
  closeLabel = 'Cerrar',
}: FormDialogProps) {
  useRecipesOnDemand(RECIPES);
  return (
    <Dialog.Root
      open={open}
      // A forced dialog ignores Escape and clicks outside; focus stays trapped inside either way.
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      trapFocus
      onOpenChange={(e) => !e.open && dismissible && onClose?.()}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void onSubmit?.();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {description ? <Dialog.Description mb="4">{description}</Dialog.Description> : null}
                {children}
              </Dialog.Body>
              {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            </form>
            {dismissible ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
