// The rows of a list screen while its data loads (cards, subscriptions, orders, charges, the
// profile): the shell's stand-in draws the same rows before the screen's code arrives, so the
// screen's own loading state takes their place without the page jumping (issue 41).
import { Skeleton, Stack } from '@chakra-ui/react';

export function RowsSkeleton({ label = 'Cargando', rows = 3 }: { label?: string; rows?: number }) {
  return (
    <Stack role="status" aria-label={label} gap="3" minH="30vh" data-skeleton="rows">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h="24" borderRadius="lg" />
      ))}
    </Stack>
  );
}
