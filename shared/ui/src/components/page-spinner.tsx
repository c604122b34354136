import { Center, Spinner } from '@chakra-ui/react';

/** Centered spinner for a page or section that is loading. */
export function PageSpinner({
  label = 'Cargando',
  minH = '50vh',
}: {
  label?: string;
  minH?: string;
}) {
  return (
    <Center minH={minH} role="status" aria-label={label}>
      <Spinner size="lg" color="brand.primary" borderWidth="3px" />
    </Center>
  );
}
