// The frame every view of a multi-view screen shares (the price confirmation, a charge's approval):
// its h1 (focused when the view changed after an action of the shopper, so a screen reader hears
// the new view), an intro, and what follows; a view with a way back shows it above the title.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Heading, Stack, Text } from '@storefront/ui';

export interface ViewFrameProps {
  title: string;
  intro?: ReactNode;
  /** Move the focus to the title when shown (the view replaced another one). */
  focusTitle?: boolean;
  /** A back button above the title, with its label. */
  back?: { label: string; onBack(): void };
  children?: ReactNode;
}

export function ViewFrame({ title, intro, focusTitle, back, children }: ViewFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle, title]);
  return (
    <Stack gap="6">
      {back ? (
        <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={back.onBack} ms="-2">
          <span aria-hidden>←</span> {back.label}
        </Button>
      ) : null}
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
