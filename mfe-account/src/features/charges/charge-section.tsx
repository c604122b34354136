// One section of "Mis Cobros" (spec 002 §2): its title, its charges, or its empty text.
import { chargePath, type ChargeListSection } from '@storefront/domain';
import type { Charge } from '@storefront/sdk/charges';
import { useStorePath } from '@storefront/state';
import { Box, Heading, Stack, Text } from '@storefront/ui';
import { ChargeListItem } from './charge-list-item';

export function ChargeSection({
  section,
  charges,
  now,
}: {
  section: ChargeListSection;
  charges: Charge[];
  now: Date;
}) {
  const storePath = useStorePath();
  const headingId = `charges-${section.status}`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="lg" mb="3">
        {section.title}
      </Heading>
      {charges.length === 0 ? (
        <Text
          color="fg.muted"
          borderWidth="1px"
          borderStyle="dashed"
          borderRadius="lg"
          p="4"
          textAlign="center"
        >
          {section.empty}
        </Text>
      ) : (
        <Stack as="ul" aria-labelledby={headingId} gap="3" listStyleType="none" m="0" p="0">
          {charges.map((charge) => (
            <ChargeListItem
              key={charge._id}
              charge={charge}
              path={storePath(chargePath(charge))}
              now={now}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
