// The frame every view of the screen shares: its h1 (focused when the view changed after an action
// of the shopper, so a screen reader hears the new view) and what follows.
import { useEffect, useRef, type ReactNode } from 'react';
import { Heading, Stack, Text } from '@storefront/ui';

export interface ViewFrameProps {
  title: string;
  intro?: ReactNode;
  /** Move the focus to the title when shown (the view replaced another one). */
  focusTitle?: boolean;
  children?: ReactNode;
}

export function ViewFrame({ title, intro, focusTitle, children }: ViewFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle, title]);
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading
          ref={heading}
          tabIndex={-1}
          as="h1"
          size={{ base: 'xl', md: '2xl' }}
          outline="none"
        >
          {title}
        </Heading>
        {intro ? <Text color="fg.muted">{intro}</Text> : null}
      </Stack>
      {children}
    </Stack>
  );
}
