import { Box, Heading, Text } from '@storefront/ui';

/** Shell routes whose screens arrive in a later issue (user-info, recover/{token}). */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text mt="2" color="fg.muted">
        Disponible pronto.
      </Text>
    </Box>
  );
}
