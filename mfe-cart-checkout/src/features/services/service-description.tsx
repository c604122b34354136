// The service's description (002 §2 "The description has a 'Leer descripción completa' popup when
// its height exceeds 79px"; 002 §9 threshold 79px): measured once rendered (and again when the
// layout width changes it), clipped to 79px when taller, the whole text in a dialog.
import { useLayoutEffect, useRef, useState } from 'react';
import {
  descriptionNeedsPopup,
  SERVICE_DESCRIPTION_MAX_HEIGHT_PX,
  SERVICE_TEXTS,
} from '@storefront/domain';
import { Box, Button, Modal, Text } from '@storefront/ui';

export function ServiceDescription({ title, text }: { title: string; text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [open, setOpen] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setTall(descriptionNeedsPopup(element.scrollHeight));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);

  return (
    <Box>
      <Box
        ref={ref}
        maxH={tall ? `${SERVICE_DESCRIPTION_MAX_HEIGHT_PX}px` : undefined}
        overflow="hidden"
        position="relative"
        // A clipped text fades out instead of ending on a half-cut line.
        _after={
          tall
            ? {
                content: '""',
                position: 'absolute',
                insetX: '0',
                bottom: '0',
                h: '6',
                bgGradient: 'to-b',
                gradientFrom: 'transparent',
                gradientTo: 'bg',
              }
            : undefined
        }
      >
        <Text whiteSpace="pre-line">{text}</Text>
      </Box>
      {tall ? (
        <Button
          variant="plain"
          colorPalette="brand"
          px="0"
          mt="1"
          textDecoration="underline"
          onClick={() => setOpen(true)}
        >
          {SERVICE_TEXTS.readFullDescription}
        </Button>
      ) : null}
      <Modal open={open} onClose={() => setOpen(false)} title={title} size="lg">
        <Text whiteSpace="pre-line">{text}</Text>
      </Modal>
    </Box>
  );
}
