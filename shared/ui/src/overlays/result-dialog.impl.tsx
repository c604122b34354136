import { Box, Button, Dialog, Portal } from '@chakra-ui/react';
import type { ResultDialogProps } from './types';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useRecipesOnDemand } from '../system/recipes-on-demand';

// Registered when this chunk renders, not in the base theme (recipes-on-demand.ts).
const RECIPES = { slotRecipes: { dialog: dialogSlotRecipe } };

export default function ResultDialogImpl({
  open,
  variant,
  title,
  body,
  actionLabel = 'Aceptar',
  onClose,
}: ResultDialogProps) {
  useRecipesOnDemand(RECIPES);
  const success = variant === 'success';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content textAlign="center" data-variant={variant}>
            <Dialog.Header flexDirection="column" alignItems="center" gap="3">
              <Box
                aria-hidden
                w="14"
                h="14"
                borderRadius="full"
                display="grid"
                placeItems="center"
                fontSize="2xl"
                color="white"
                bg={success ? 'brand.success' : 'brand.error'}
              >
                {success ? '✓' : '!'}
              </Box>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {body ? <Dialog.Body>{body}</Dialog.Body> : null}
            <Dialog.Footer justifyContent="center">
              <Button colorPalette="brand" onClick={onClose}>
                {actionLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
