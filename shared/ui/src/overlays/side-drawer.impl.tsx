import { CloseButton, Drawer, Portal, VisuallyHidden } from '@chakra-ui/react';
import type { SideDrawerProps } from './types';

export default function SideDrawerImpl(props: SideDrawerProps) {
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
