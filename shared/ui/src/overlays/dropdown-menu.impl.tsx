import { useEffect, useRef, useState } from 'react';
import { Button, Menu, Portal } from '@chakra-ui/react';
import type { DropdownMenuProps } from './types';

type Props = DropdownMenuProps & {
  /** Opens at once: the shopper clicked the stand-in button before this module arrived. */
  defaultOpen?: boolean;
};

export default function DropdownMenuImpl({
  trigger,
  triggerLabel,
  items,
  color,
  bg,
  defaultOpen = false,
}: Props) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Opened after the click that asked for it has finished (and the stand-in button is gone), so
  // the menu's outside-interaction handling does not close it at once.
  useEffect(() => {
    if (!defaultOpen) return undefined;
    const id = setTimeout(() => {
      triggerRef.current?.focus();
      setOpen(true);
    }, 0);
    return () => clearTimeout(id);
  }, [defaultOpen]);
  return (
    <Menu.Root
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
