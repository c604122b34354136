// Small pieces every login step shares: the failure line (announced with role="alert"), the
// "Volver" button and the step heading.
import type { ReactNode } from 'react';
import { Button, Heading, Text } from '@storefront/ui';

export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Text role="alert" color="brand.error" fontSize="sm">
      {children}
    </Text>
  );
}

export function BackButton({ onClick }: { onClick(): void }) {
  return (
    <Button type="button" variant="ghost" onClick={onClick}>
      Volver
    </Button>
  );
}

export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" size="2xl">
      {children}
    </Heading>
  );
}
