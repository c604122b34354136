// The charge the shopper is asked to approve (002 §3 Charge: name, description, totalPrice,
// currency, installments, subscriptions = the instalments, files): its amounts, each instalment
// with its payday and group label (002 §4 "Installment groups: overdue ('Morosa'), pending
// ('Pendiente'), completed ('Pagada')") and the merchant's files.
import {
  formatAmount,
  formatDate,
  INSTALLMENT_GROUP_LABELS,
  installmentGroup,
  type InstallmentGroup,
} from '@storefront/domain';
import type { Charge } from '@storefront/sdk/charges';
import { AmountRow, Badge, Box, chakra, Flex, Heading, Link, Stack, Text } from '@storefront/ui';
import { APPROVE_TEXTS as TEXTS } from './approve-texts';

const GROUP_PALETTE: Record<InstallmentGroup, string> = {
  overdue: 'red',
  pending: 'gray',
  completed: 'green',
};

export function ChargeSummary({ charge }: { charge: Charge }) {
  const files = charge.files ?? [];
  return (
    <Stack
      as="section"
      aria-labelledby="approve-details"
      gap="5"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="1">
        <Heading as="h2" size="lg" id="approve-details">
          {charge.name}
        </Heading>
        {charge.description ? (
          <Text color="fg.muted" whiteSpace="pre-line">
            {charge.description}
          </Text>
        ) : null}
      </Stack>
      <Stack as="dl" gap="2" m="0">
        <AmountRow label={TEXTS.installmentsCount} value={String(charge.installments)} />
        <AmountRow
          label={TEXTS.total}
          value={formatAmount(charge.totalPrice, charge.currency)}
          strong
        />
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="sm" id="approve-installments">
          {TEXTS.installments}
        </Heading>
        <chakra.ul listStyleType="none" m="0" p="0" aria-labelledby="approve-installments">
          {charge.subscriptions.map((installment, index) => {
            const group = installmentGroup(installment);
            return (
              <Flex
                as="li"
                key={installment._id}
                justify="space-between"
                align="center"
                gap="3"
                wrap="wrap"
                py="2"
                borderTopWidth={index === 0 ? '0' : '1px'}
              >
                <Box>
                  <Text fontWeight="medium">{TEXTS.installment(index + 1)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {TEXTS.payday(formatDate(installment.payday))}
                  </Text>
                </Box>
                <Flex align="center" gap="3">
                  <Badge colorPalette={GROUP_PALETTE[group]} variant="subtle">
                    {INSTALLMENT_GROUP_LABELS[group]}
                  </Badge>
                  <Text fontWeight="medium">
                    {formatAmount(installment.price, installment.currency ?? charge.currency)}
                  </Text>
                </Flex>
              </Flex>
            );
          })}
        </chakra.ul>
      </Stack>
      {files.length > 0 ? (
        <Stack gap="2">
          <Heading as="h3" size="sm" id="approve-files">
            {TEXTS.files}
          </Heading>
          <chakra.ul m="0" ps="5" aria-labelledby="approve-files">
            {files.map((file) => (
              <li key={file.fileUrl}>
                <Link
                  href={file.fileUrl}
                  target="_blank"
                  rel="noreferrer"
                  color="brand.solid"
                  textDecoration="underline"
                >
                  {file.name}
                </Link>
              </li>
            ))}
          </chakra.ul>
        </Stack>
      ) : null}
    </Stack>
  );
}
