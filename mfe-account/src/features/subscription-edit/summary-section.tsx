// The edit's summary (spec 001 §2 "a subscription summary"): its rows (frequency, next payday,
// products, delivery for deliverable stores), then the total per period. The edit gives the rows
// as [term, value] pairs: a prop per value would cost the route's chunk bytes (minification keeps
// property names).
import { Fragment, type ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Text } from '@storefront/ui';
import { EDIT_TEXTS as TEXTS } from './edit-texts';

export interface SummarySectionProps {
  rows: (readonly [term: ReactNode, value: ReactNode])[];
  total: ReactNode;
}

export function SummarySection({ rows, total }: SummarySectionProps) {
  return (
    <Box
      as="section"
      aria-labelledby="edit-summary"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" id="edit-summary" size="md" mb="3">
        {TEXTS.summary}
      </Heading>
      <SimpleGrid as="dl" columns={2} gap="2" m="0" fontSize="sm">
        {rows.map(([term, value], index) => (
          <Fragment key={index}>
            <Text as="dt" color="fg.muted">
              {term}
            </Text>
            <Text as="dd">{value}</Text>
          </Fragment>
        ))}
        <Text as="dt" fontWeight="semibold">
          {TEXTS.total}
        </Text>
        <Text as="dd" fontWeight="semibold">
          {total}
        </Text>
      </SimpleGrid>
    </Box>
  );
}
