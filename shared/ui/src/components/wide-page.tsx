// The wide column of a purchase page (checkout, a service's checkout) with its h1. The shell draws
// the same frame and title while the page's code loads, and in the server's placeholder
// (routes.json `heading`), so the title is on screen from the first paint and the page replaces
// it where it already stands (issue 15: the checkout's largest paint was that title, after all
// of its code).
import type { ReactNode } from 'react';
import { Container, Heading } from '@chakra-ui/react';

export function WidePage({
  title,
  busy = false,
  children,
}: {
  title: string;
  /** The shell's stand-in while the page's code loads: aria-busy (the page is on its way), and
   *  `data-page-loading`, which tools that wait for "the page rendered" skip. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Container
      maxW="6xl"
      px={{ base: '4', md: '8' }}
      py={{ base: '6', md: '10' }}
      aria-busy={busy || undefined}
      data-page-loading={busy ? '' : undefined}
    >
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb={{ base: '6', md: '8' }}>
        {title}
      </Heading>
      {children}
    </Container>
  );
}
