import { Button, Menu, Portal } from '@chakra-ui/react';
import type { DropdownMenuProps } from './types';

export default function DropdownMenuImpl({
  trigger,
  triggerLabel,
  items,
  color,
  bg,
}: DropdownMenuProps) {
  return (
    <Menu.Root
      onSelect={(details) => items.find((item) => item.value === details.value)?.onSelect()}
    >
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          color={color}
          bg={bg}
          aria-label={triggerLabel}
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
