import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Menu, Portal } from '@chakra-ui/react';
import type { DropdownMenuProps } from './types';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { useRecipesOnDemand } from '../system/recipes-on-demand';

// Registered when this chunk renders, not in the base theme (recipes-on-demand.ts).
const RECIPES = { slotRecipes: { menu: menuSlotRecipe } };

export default function DropdownMenuImpl({
  trigger,
  triggerLabel,
  items,
  color,
  bg,
}: DropdownMenuProps) {
  useRecipesOnDemand(RECIPES);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Mounted by a click on the stand-in button (overlays/index.tsx), in that click's commit. The
  // focus moves from the stand-in (gone) to the real trigger in the same commit, so it never
  // falls to the page; the menu opens once that click has finished, so the menu's
  // outside-interaction handling does not close it again.
  useLayoutEffect(() => {
    triggerRef.current?.focus();
  }, []);
  useEffect(() => {
    const id = setTimeout(() => setOpen(true), 0);
    return () => clearTimeout(id);
  }, []);
  return (
    <Menu.Root
      // Fixed, not absolute: the menus hang from the sticky navbar, which stays in the viewport
      // when the page scrolls. Placed in page coordinates, the open menu jumped with any scroll
      // and back (the autoUpdate) under the pointer: a click on an item could start on one item
      // and end off it, and then it selects nothing (a flaky logout journey).
      positioning={{ strategy: 'fixed' }}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onSelect={(details) => items.find((item) => item.value === details.value)?.onSelect()}
    >
      <Menu.Trigger asChild>
        <Button
          ref={triggerRef}
          variant="ghost"
          color={color}
          bg={bg}
          aria-label={triggerLabel}
          fontSize="inherit"
          fontWeight="inherit"
          px="3"
          _hover={{ bg: 'blackAlpha.100' }}
        >
          {trigger}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {items.map((item) => (
              <Menu.Item key={item.value} value={item.value}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
