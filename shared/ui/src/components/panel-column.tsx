// The column every user-panel screen sits in, with its h1. The shell draws the same column, title
// and rows skeleton while the screen's code loads, and in the server's placeholder (routes.json
// `frame: "panel"`), so the title is painted before any script and the screen replaces it where
// it already stands (issue 41).
import type { ReactNode } from 'react';
import { Box, Heading } from '@chakra-ui/react';

export function PanelColumn({
  title,
  busy = false,
  children,
}: {
  /** The h1; a screen with its own header row (a button beside the title) draws it itself. */
  title?: string;
  /** The shell's stand-in while the screen's code loads: aria-busy, and `data-page-loading`,
   *  which tools that wait for "the page rendered" skip. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      w="full"
      maxW="3xl"
      mx="auto"
      px={{ base: '4', md: '8' }}
      py={{ base: '6', md: '10' }}
      aria-busy={busy || undefined}
      data-page-loading={busy ? '' : undefined}
    >
      {title ? <PanelTitle>{title}</PanelTitle> : null}
      {children}
    </Box>
  );
}

/** A panel screen's h1, alone or in its header row. */
export function PanelTitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="6">
      {children}
    </Heading>
  );
}
