// One panel list row that leads somewhere (an order, a charge): its name as a heading that names
// the row, what it says about itself, and the link button at its end (below it on a phone).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Flex, Heading, Stack } from '@storefront/ui';
import { PanelListItem } from './panel-list-item';

export function LinkedListItem({
  nameId,
  headingLevel,
  title,
  link,
  children,
}: {
  nameId: string;
  /** h2 on a page of rows, h3 where the rows sit under section headings. */
  headingLevel: 'h2' | 'h3';
  title: ReactNode;
  /** `primary`: the row's next step is this link (a solid brand button). */
  link: { to: string; text: string; label: string; primary?: boolean };
  children: ReactNode;
}) {
  return (
    <PanelListItem aria-labelledby={nameId}>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="4"
      >
        <Stack gap="3" minW="0">
          <Heading as={headingLevel} id={nameId} size="md">
            {title}
          </Heading>
          {children}
        </Stack>
        <Button
          asChild
          variant={link.primary ? 'solid' : 'outline'}
          colorPalette={link.primary ? 'brand' : undefined}
          size="sm"
          flexShrink={0}
        >
          <RouterLink to={link.to} aria-label={link.label}>
            {link.text}
          </RouterLink>
        </Button>
      </Flex>
    </PanelListItem>
  );
}
