// The frame every view of the approval flow shares: its h1 (focused when the shopper moved to this
// view, so a screen reader hears the new step), an intro, the view's content and a back button.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Heading, Stack, Text } from '@storefront/ui';
import { APPROVE_TEXTS as TEXTS } from './approve-texts';

export interface ApproveFrameProps {
  title: string;
  intro?: ReactNode;
  focusTitle?: boolean;
  onBack?: () => void;
  children?: ReactNode;
}

export function ApproveFrame({ title, intro, focusTitle, onBack, children }: ApproveFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle, title]);
  return (
    <Stack gap="6">
      {onBack ? (
        <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={onBack} ms="-2">
          <span aria-hidden>←</span> {TEXTS.back}
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
