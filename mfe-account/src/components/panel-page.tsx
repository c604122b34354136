// The column every panel screen sits in; a list screen gives its h1 title, a detail screen its way
// back to the list.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Heading } from '@storefront/ui';

export function PanelPage({
  title,
  back,
  children,
}: {
  title?: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Box w="full" maxW="3xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      {back ? (
        <Button asChild variant="ghost" size="sm" mb="4" ms="-3">
          <RouterLink to={back.to}>
            <span aria-hidden>←</span>
            {back.label}
          </RouterLink>
        </Button>
      ) : null}
      {title ? (
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="6">
          {title}
        </Heading>
      ) : null}
      {children}
    </Box>
  );
}
