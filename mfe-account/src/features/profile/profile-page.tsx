import { Box, Heading } from '@storefront/ui';

// Placeholder: the Profile screen (route "userpanel/profile") is written in its own issue.
export default function ProfilePage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Mis datos
      </Heading>
    </Box>
  );
}
