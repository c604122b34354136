// One titled list of a panel screen (subscriptions by status, charges by status): its heading, its
// rows, or its empty text when it has none. The list is named by the heading.
import type { ReactNode } from 'react';
import { Box, Heading, Stack } from '@storefront/ui';
import { EmptyText } from './empty-text';

export function ListSection({
  headingId,
  title,
  empty,
  children,
}: {
  headingId: string;
  title: string;
  empty: string;
  /** The list items; none shows the empty text. */
  children: ReactNode[];
}) {
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="lg" mb="3">
        {title}
      </Heading>
      {children.length === 0 ? (
        <EmptyText compact>{empty}</EmptyText>
      ) : (
        <Stack as="ul" aria-labelledby={headingId} gap="3" listStyleType="none" m="0" p="0">
          {children}
        </Stack>
      )}
    </Box>
  );
}
