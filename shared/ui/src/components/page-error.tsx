import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';

export interface PageErrorProps {
  /** The page's h1 ('Ha habido un error', 'No encontramos ...'). */
  title: string;
  body: string;
  /** The way on: retry, back, home. */
  children: ReactNode;
}

/** A page whose subject could not be loaded: announced as it appears, with its way on. */
export function PageError({ title, body, children }: PageErrorProps) {
  return (
    <Stack role="alert" align="center" gap="4" py="16" px="4" textAlign="center">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted">{body}</Text>
      {children}
    </Stack>
  );
}
