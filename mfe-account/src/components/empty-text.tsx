// What a list says when it has nothing to show: muted, in a dashed box. `compact` inside a section
// of a screen, roomier when it stands for the whole screen.
import type { ReactNode } from 'react';
import { Text } from '@storefront/ui';

export function EmptyText({ compact, children }: { compact?: boolean; children: ReactNode }) {
  return (
    <Text
      color="fg.muted"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
      p={compact ? '4' : '6'}
      textAlign="center"
    >
      {children}
    </Text>
  );
}
