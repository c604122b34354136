import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ConfirmDialogProps } from './types';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useRecipesOnDemand } from '../system/recipes-on-demand';

// Registered when this chunk renders, not in the base theme (recipes-on-demand.ts).
const RECIPES = { slotRecipes: { dialog: dialogSlotRecipe } };

export default function ConfirmDialogImpl(props: ConfirmDialogProps) {
  useRecipesOnDemand(RECIPES);
  const {
    open,
    title,
    body,
    confirmLabel = 'Confirmar',
    cancelLabel = 'Cancelar',
    onConfirm,
    onCancel,
    loading,
    destructive,
  } = props;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !loading && onCancel()}
      role="alertdialog"
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {body ? <Dialog.Body>{body}</Dialog.Body> : null}
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={loading}>
                {cancelLabel}
              </Button>
              <Button
                colorPalette={destructive ? 'red' : 'brand'}
                onClick={() => void onConfirm()}
                loading={loading}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
