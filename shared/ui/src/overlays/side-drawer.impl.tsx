import { CloseButton, Drawer, Portal, VisuallyHidden } from '@chakra-ui/react';
import type { SideDrawerProps } from './types';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { useRecipesOnDemand } from '../system/recipes-on-demand';

// Registered when this chunk renders, not in the base theme (recipes-on-demand.ts).
const RECIPES = { slotRecipes: { drawer: drawerSlotRecipe } };

export default function SideDrawerImpl(props: SideDrawerProps) {
  useRecipesOnDemand(RECIPES);
  const {
    open,
    onClose,
    title,
    hideTitle,
    placement = 'start',
    children,
    closeLabel = 'Cerrar',
    bg,
    color,
  } = props;
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement={placement}
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg={bg} color={color}>
            <Drawer.Header>
              {hideTitle ? (
                <VisuallyHidden asChild>
                  <Drawer.Title>{title}</Drawer.Title>
                </VisuallyHidden>
              ) : (
                <Drawer.Title>{title}</Drawer.Title>
              )}
            </Drawer.Header>
            <Drawer.Body px="0">{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} color={color} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
