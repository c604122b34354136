// Route "info", "¿Cómo funciona?" (spec 000 §2, §9: steps in pairs on screens 900px wide or more).
// The shell already sends an inactive view to the default route and a service store to
// userpanel/charges (shell/src/routing/store-route.tsx).
import { Box, Container, Heading, Stack, Text } from '@storefront/ui';
import { useTenant } from '@storefront/state';
import { infoSteps } from './info-steps';

export const INFO_TITLE = '¿Cómo funciona?';

export function InfoPage() {
  const { store } = useTenant();
  const info = store.content.views.info;
  const steps = infoSteps(info.steps);
  return (
    <Container maxW="5xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
      <Stack gap="3" textAlign="center" align="center" mb={{ base: '8', md: '10' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {info.title || INFO_TITLE}
        </Heading>
        {info.description ? (
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" whiteSpace="pre-line">
            {info.description}
          </Text>
        ) : null}
      </Stack>
      {steps.length > 0 ? (
        <Box
          as="ol"
          listStyleType="none"
          display="grid"
          gridTemplateColumns="1fr"
          gap="6"
          css={{ '@media (min-width: 900px)': { gridTemplateColumns: 'repeat(2, 1fr)' } }}
        >
          {steps.map((step, index) => (
            <Box
              as="li"
              key={index}
              display="flex"
              gap="4"
              p="6"
              borderWidth="1px"
              borderColor="border.muted"
              borderRadius="xl"
              bg="bg"
            >
              <Box
                aria-hidden
                flexShrink={0}
                w="10"
                h="10"
                borderRadius="full"
                bg="brand.primary"
                color="brand.contrast"
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontWeight="bold"
              >
                {index + 1}
              </Box>
              <Stack gap="1">
                <Heading as="h2" size="md">
                  {step.title}
                </Heading>
                {step.description ? <Text color="fg.muted">{step.description}</Text> : null}
              </Stack>
            </Box>
          ))}
        </Box>
      ) : null}
    </Container>
  );
}

export default InfoPage;
